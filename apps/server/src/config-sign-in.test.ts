import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'secret-token',
  TWILIO_FROM: '+15005550006',
};

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('sign-in configuration', () => {
  it('defaults to the log SMS provider, 30-day tokens and the documented limits', () => {
    const config = loadConfig({});
    expect(config.sms).toEqual({ provider: 'log' });
    expect(config.auth).toEqual({
      jwtSecret: undefined,
      jwtTtlDays: 30,
      otpSendsPerNumberPerHour: 5,
      otpSendsPerIpPerHour: 20,
      twilioForeignActive: false,
      googleClientId: undefined,
      devGoogleSignIn: false,
      firebase: undefined,
    });
  });

  it('uses Twilio by default in production and needs the JWT secret there', () => {
    expect(loadConfig(PRODUCTION).sms).toEqual({
      provider: 'twilio',
      accountSid: 'AC0123456789abcdef',
      authToken: 'secret-token',
      from: '+15005550006',
    });
    expect(errorOf({ ...PRODUCTION, JWT_SECRET: '' })).toContain(
      'JWT_SECRET is required when NODE_ENV=production',
    );
    expect(errorOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toContain(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM are required for SMS_PROVIDER=twilio',
    );
  });

  it('refuses development helpers in production', () => {
    expect(errorOf({ ...PRODUCTION, DEV_GOOGLE_SIGN_IN: 'true' })).toBe(
      'Invalid configuration: DEV_GOOGLE_SIGN_IN=true is not allowed when NODE_ENV=production',
    );
    expect(errorOf({ ...PRODUCTION, SMS_PROVIDER: 'log' })).toContain(
      'SMS_PROVIDER=log is not allowed when NODE_ENV=production',
    );
  });

  it('never echoes secrets and checks each value', () => {
    const short = errorOf({ JWT_SECRET: 'too-short-secret' });
    expect(short).toContain('JWT_SECRET must be at least 32 characters');
    expect(short).not.toContain('too-short-secret');
    expect(errorOf({ JWT_TTL_DAYS: '0' })).toContain('JWT_TTL_DAYS must be a whole number');
    expect(errorOf({ SMS_PROVIDER: 'pigeon' })).toContain('SMS_PROVIDER must be log or twilio');
    expect(errorOf({ TWILIO_ACCOUNT_SID: 'nope' })).toContain('TWILIO_ACCOUNT_SID');
  });

  it('takes Firebase only as a complete set', () => {
    expect(errorOf({ FIREBASE_PROJECT_ID: 'lumus-1' })).toContain(
      'FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN must be set together',
    );
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'lumus-1',
      FIREBASE_API_KEY: 'key',
      FIREBASE_AUTH_DOMAIN: 'lumus-1.firebaseapp.com',
    });
    expect(config.auth.firebase).toEqual({
      projectId: 'lumus-1',
      apiKey: 'key',
      authDomain: 'lumus-1.firebaseapp.com',
    });
  });
});
