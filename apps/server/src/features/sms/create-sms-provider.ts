import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config-sign-in';
import type { Database } from '../../lib/db/database';
import { createLogSmsProvider } from './log-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

export function createSmsProvider(
  config: SmsConfig,
  deps: { db: Database; log: FastifyBaseLogger; clock: () => Date },
): SmsProvider {
  return config.provider === 'twilio'
    ? createTwilioSmsProvider(config, deps.log)
    : createLogSmsProvider(deps);
}
