import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SEED_STEPS, seedStepsFor } from './seed-steps';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15550000000',
};

describe('seed steps', () => {
  it('keeps reference data and drops demo psychics and console accounts without demo data', () => {
    const ids = seedStepsFor(false).map((step) => step.id);
    expect(ids).toContain('static-values/login-mode@1');
    expect(ids).not.toContain('catalogue/demo-consultants@1');
    expect(ids).not.toContain('chat/console-demo-accounts@1');
    expect(seedStepsFor(true)).toEqual(SEED_STEPS);
  });

  it('has demo data by default outside production only, and DEMO_DATA overrides', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig(productionEnv).demoData).toBe(false);
    expect(loadConfig({ ...productionEnv, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });
});
