import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('the goodwill limit per currency', () => {
  it('defaults to ₹500 and €10 per conversation', () => {
    expect(loadConfig({}).support.goodwillLimitMinor).toEqual({ INR: 50_000, EUR: 1_000 });
  });

  it('keeps SUPPORT_GOODWILL_LIMIT as the rupee limit, SUPPORT_GOODWILL_LIMIT_INR winning', () => {
    expect(loadConfig({ SUPPORT_GOODWILL_LIMIT: '20000' }).support.goodwillLimitMinor).toEqual({
      INR: 20_000,
      EUR: 1_000,
    });
    expect(
      loadConfig({
        SUPPORT_GOODWILL_LIMIT: '20000',
        SUPPORT_GOODWILL_LIMIT_INR: '30000',
        SUPPORT_GOODWILL_LIMIT_EUR: '2500',
      }).support.goodwillLimitMinor,
    ).toEqual({ INR: 30_000, EUR: 2_500 });
  });

  it('refuses a limit that is not a whole number of minor units in range', () => {
    for (const env of [
      { SUPPORT_GOODWILL_LIMIT_EUR: '10.5' },
      { SUPPORT_GOODWILL_LIMIT_EUR: '100001' },
      { SUPPORT_GOODWILL_LIMIT_INR: '-1' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
