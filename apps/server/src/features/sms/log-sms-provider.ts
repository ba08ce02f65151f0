import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { SmsProvider } from './sms-provider';
import { smsOutbox } from './sms-tables';

/**
 * Development provider: nothing leaves the machine. The text goes to the server log and to the
 * outbox table, where `GET /api/dev/outbox` lets a developer or a test read the code.
 */
export function createLogSmsProvider(deps: {
  db: Database;
  log: FastifyBaseLogger;
  clock: () => Date;
}): SmsProvider {
  return {
    kind: 'log',
    send: async ({ to, text, code }) => {
      deps.log.info({ sms: { to, text } }, `SMS to ${to}: ${text}`);
      await deps.db.insert(smsOutbox).values({
        to,
        toDigits: to.replace(/\D/g, ''),
        text,
        code,
        createdAt: deps.clock(),
      });
    },
  };
}
