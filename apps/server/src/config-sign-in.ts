import { z } from 'zod';

/*
 * The sign-in part of the environment (JWT, phone codes, SMS, Google, Firebase). It lives beside
 * `config.ts`, which merges it into the one schema and stays the only reader of the environment.
 */

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((text) => text === 'true' || text === '1' || text === 'yes');

function positiveWhole(max: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number between 1 and ${max}` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, {
      error: `must be a whole number between 1 and ${max}`,
    });
}

const nonEmpty = z.string().min(1, { error: 'must not be empty' });

export const signInEnvShape = {
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  JWT_TTL_DAYS: positiveWhole(365).default(30),
  OTP_SENDS_PER_NUMBER_PER_HOUR: positiveWhole(1000).default(5),
  OTP_SENDS_PER_IP_PER_HOUR: positiveWhole(100_000).default(20),
  TWILIO_FOREIGN_ACTIVE: flag.default(false),
  SMS_PROVIDER: z.enum(['log', 'twilio'], { error: 'must be log or twilio' }).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w{8,}$/, { error: 'must be a Twilio account SID (AC...)' })
    .optional(),
  TWILIO_AUTH_TOKEN: nonEmpty.optional(),
  TWILIO_FROM: nonEmpty.optional(),
  GOOGLE_CLIENT_ID: nonEmpty.optional(),
  DEV_GOOGLE_SIGN_IN: flag.default(false),
  FIREBASE_PROJECT_ID: nonEmpty.optional(),
  FIREBASE_API_KEY: nonEmpty.optional(),
  FIREBASE_AUTH_DOMAIN: nonEmpty.optional(),
};

/** Never echoed in a configuration error line. */
export const SIGN_IN_SECRET_VARIABLES = ['JWT_SECRET', 'TWILIO_AUTH_TOKEN'] as const;

type SignInEnv = z.output<z.ZodObject<typeof signInEnvShape>> & Readonly<{ NODE_ENV: string }>;

export type FirebaseConfig = Readonly<{ projectId: string; apiKey: string; authDomain: string }>;

export type AuthConfig = Readonly<{
  /** Undefined outside production: a random secret is generated once and kept in the database. */
  jwtSecret: string | undefined;
  jwtTtlDays: number;
  otpSendsPerNumberPerHour: number;
  otpSendsPerIpPerHour: number;
  twilioForeignActive: boolean;
  googleClientId: string | undefined;
  devGoogleSignIn: boolean;
  firebase: FirebaseConfig | undefined;
}>;

export type SmsConfig =
  | Readonly<{ provider: 'log' }>
  | Readonly<{ provider: 'twilio'; accountSid: string; authToken: string; from: string }>;

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
const FIREBASE_VARIABLES = [
  'FIREBASE_PROJECT_ID',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
] as const;

function missing(e: SignInEnv, names: readonly (keyof SignInEnv)[]): string[] {
  return names.filter((name) => e[name] === undefined).map(String);
}

function smsProviderOf(e: SignInEnv): 'log' | 'twilio' {
  return e.SMS_PROVIDER ?? (e.NODE_ENV === 'production' ? 'twilio' : 'log');
}

/** Rules across variables; one readable line, or undefined when the combination is fine. */
export function checkSignInEnv(e: SignInEnv): string | undefined {
  const production = e.NODE_ENV === 'production';
  if (production && e.JWT_SECRET === undefined) {
    return 'JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)';
  }
  if (production && e.DEV_GOOGLE_SIGN_IN) {
    return 'DEV_GOOGLE_SIGN_IN=true is not allowed when NODE_ENV=production';
  }
  if (production && e.SMS_PROVIDER === 'log') {
    return 'SMS_PROVIDER=log is not allowed when NODE_ENV=production; configure Twilio';
  }
  if (smsProviderOf(e) === 'twilio') {
    const absent = missing(e, TWILIO_VARIABLES);
    if (absent.length > 0) {
      return `${absent.join(', ')} ${absent.length === 1 ? 'is' : 'are'} required for SMS_PROVIDER=twilio${production && e.SMS_PROVIDER === undefined ? ' (the default when NODE_ENV=production)' : ''}`;
    }
  }
  const firebaseAbsent = missing(e, FIREBASE_VARIABLES);
  if (firebaseAbsent.length > 0 && firebaseAbsent.length < FIREBASE_VARIABLES.length) {
    return `${firebaseAbsent.join(', ')} must be set together with the other FIREBASE_ variables`;
  }
  return undefined;
}

export function authConfigFrom(e: SignInEnv): AuthConfig {
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_API_KEY: apiKey } = e;
  const authDomain = e.FIREBASE_AUTH_DOMAIN;
  return {
    jwtSecret: e.JWT_SECRET,
    jwtTtlDays: e.JWT_TTL_DAYS,
    otpSendsPerNumberPerHour: e.OTP_SENDS_PER_NUMBER_PER_HOUR,
    otpSendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
    twilioForeignActive: e.TWILIO_FOREIGN_ACTIVE,
    googleClientId: e.GOOGLE_CLIENT_ID,
    devGoogleSignIn: e.DEV_GOOGLE_SIGN_IN,
    firebase:
      projectId !== undefined && apiKey !== undefined && authDomain !== undefined
        ? { projectId, apiKey, authDomain }
        : undefined,
  };
}

export function smsConfigFrom(e: SignInEnv): SmsConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = e;
  if (smsProviderOf(e) === 'log') return { provider: 'log' };
  if (accountSid === undefined || authToken === undefined || from === undefined) {
    // checkSignInEnv runs first and names the missing variables; this only narrows the types.
    throw new Error('Twilio configuration is incomplete');
  }
  return { provider: 'twilio', accountSid, authToken, from };
}
