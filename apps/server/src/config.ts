import {
  checkMarketsEnv,
  marketsConfigFrom,
  marketsEnvShape,
} from './features/markets/markets-env';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  payoutsConfigFrom,
  checkPayoutsEnv,
  payoutsEnvShape,
  type PayoutsConfig,
} from './features/earnings/earnings-env';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type AuthConfig,
  authConfigFrom,
  checkSignInEnv,
  SIGN_IN_SECRET_VARIABLES,
  signInEnvShape,
  type SmsConfig,
  smsConfigFrom,
} from './config-sign-in';
import {
  checkPaymentsEnv,
  PAYMENTS_SECRET_VARIABLES,
  paymentsConfigFrom,
  type PaymentsConfig,
  paymentsEnvShape,
} from './features/payments/payments-env';
import { type ChatConfig, chatConfigFrom, chatEnvShape } from './features/sessions/session-env';
import {
  CALL_SECRET_VARIABLES,
  type CallConfig,
  callConfigFrom,
  callEnvShape,
  checkCallEnv,
} from './features/calls/call-env';
import {
  checkPushEnv,
  type PushConfig,
  pushConfigFrom,
  pushEnvShape,
} from './features/push/push-env';
import {
  checkLegalEnv,
  type LegalConfig,
  legalConfigFrom,
  legalEnvShape,
} from './features/legal/legal-env';
import {
  type SupportConfig,
  supportConfigFrom,
  supportEnvShape,
} from './features/support/support-env';
import { defaultRedisPrefix, redisPrefixSchema } from './lib/realtime/redis-prefix';

/**
 * The repository root (the folder whose package.json lists the workspaces), so defaults agree
 * whatever the cwd of `npm start`. Found by walking up, because this module runs from
 * `apps/server/src` in development and from a bundle elsewhere under `apps/server` in production.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir;
    if (dirname(dir) === dir) throw new Error(`no workspace root above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((text) => text === 'true' || text === '1' || text === 'yes');

function urlWithProtocols(protocols: readonly string[], label: string) {
  return z.string().refine(
    (text) => {
      if (!URL.canParse(text)) return false;
      const url = new URL(text);
      return protocols.includes(url.protocol) && url.hostname !== '';
    },
    { error: `must be a ${label} URL` },
  );
}

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number between 0 and 65535' })
    .transform(Number)
    .refine((port) => port <= 65_535, { error: 'must be a whole number between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default(resolve(REPO_ROOT, 'data')),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'postgres:// or postgresql://',
  ).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis:// or rediss://').optional(),
  REDIS_PREFIX: redisPrefixSchema.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanText.default(false),
  WEB_DIST_DIR: z
    .string()
    .min(1, { error: 'must not be empty' })
    .default(resolve(REPO_ROOT, 'apps/web/dist')),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'http:// or https://').optional(),
  DEMO_PRESENCE: booleanText.default(false),
  DEMO_DATA: booleanText.optional(),
  ...signInEnvShape,
  ...paymentsEnvShape,
  ...marketsEnvShape,
  ...chatEnvShape,
  ...callEnvShape,
  ...pushEnvShape,
  ...payoutsEnvShape,
  ...legalEnvShape,
  ...supportEnvShape,
});

// URLs may hold passwords; an error line must not print them to logs.
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  ...SIGN_IN_SECRET_VARIABLES,
  ...PAYMENTS_SECRET_VARIABLES,
  'VAPID_PRIVATE_KEY',
  ...CALL_SECRET_VARIABLES,
]);

type Env = z.output<typeof envSchema>;

export type Config = Readonly<{
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Starts every Redis channel of this deployment; by default named after its database. */
  redisPrefix: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string;
  publicUrl: string | undefined;
  /** Demo only: flip demo consultants' statuses every 20 s; always false in production. */
  demoPresence: boolean;
  /** Seed the demo psychics and console accounts; by default everywhere but production. */
  demoData: boolean;
  auth: AuthConfig;
  sms: SmsConfig;
  payments: PaymentsConfig;
  chat: ChatConfig;
  calls: CallConfig;
  push: PushConfig;
  payouts: PayoutsConfig;
  /** Operator and grievance officer of the legal pages; demo values outside production. */
  legal: LegalConfig;
  support: SupportConfig;
}>;

/** A configuration problem the operator must fix; its message is one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Pure: validates an environment-like record, so tests need not touch the real environment. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files write it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = SECRET_VARIABLES.has(name) ? undefined : env[name];
      return `${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  const payoutsProblem = checkPayoutsEnv(e);
  if (payoutsProblem !== undefined) {
    throw new ConfigError(`Invalid configuration: ${payoutsProblem}`);
  }
  const signInProblem = checkSignInEnv(e);
  if (signInProblem !== undefined) {
    throw new ConfigError(`Invalid configuration: ${signInProblem}`);
  }
  const pushProblem = checkPushEnv(e);
  if (pushProblem !== undefined) throw new ConfigError(`Invalid configuration: ${pushProblem}`);
  const callProblem = checkCallEnv(e);
  if (callProblem !== undefined) throw new ConfigError(`Invalid configuration: ${callProblem}`);
  const marketsProblem = checkMarketsEnv(e);
  if (marketsProblem !== undefined)
    throw new ConfigError(`Invalid configuration: ${marketsProblem}`);
  const legalProblem = checkLegalEnv(e);
  if (legalProblem !== undefined) throw new ConfigError(`Invalid configuration: ${legalProblem}`);
  const paymentsProblem = checkPaymentsEnv(e);
  if (paymentsProblem !== undefined) {
    throw new ConfigError(`Invalid configuration: ${paymentsProblem}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix:
      e.REDIS_PREFIX ??
      defaultRedisPrefix({ databaseUrl: e.DATABASE_URL, dataDir: resolve(e.DATA_DIR) }),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: resolve(e.WEB_DIST_DIR),
    publicUrl: e.PUBLIC_URL,
    demoPresence: e.DEMO_PRESENCE && e.NODE_ENV !== 'production',
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    auth: authConfigFrom(e),
    sms: smsConfigFrom(e),
    payments: {
      ...paymentsConfigFrom(e),
      markets: marketsConfigFrom(e, e.PAYMENT_TAX_PERCENT),
    },
    chat: chatConfigFrom(e),
    calls: callConfigFrom(e),
    push: pushConfigFrom(e, e.PUBLIC_URL),
    payouts: payoutsConfigFrom(e),
    legal: legalConfigFrom(e, e.NODE_ENV === 'production'),
    support: supportConfigFrom(e),
  };
}

/** The one place that reads `process.env`. */
export function readConfig(): Config {
  return loadConfig(process.env);
}
