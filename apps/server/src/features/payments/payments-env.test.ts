import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { safeReturnPath } from './gateways/test-gateway';

describe('payments configuration', () => {
  it('defaults to 18 % GST and no Stripe', () => {
    const payments = loadConfig({}).payments;
    expect(payments.taxBasisPoints).toBe(1800);
    expect(payments.stripe).toBeUndefined();
    expect(payments.markets.markets.get('IN')).toMatchObject({
      currency: 'INR',
      taxMode: 'exclusive',
    });
  });

  it('reads a tax percentage with up to two decimals as basis points', () => {
    expect(loadConfig({ PAYMENT_TAX_PERCENT: '7.5' }).payments.taxBasisPoints).toBe(750);
    expect(loadConfig({ PAYMENT_TAX_PERCENT: '0' }).payments.taxBasisPoints).toBe(0);
    for (const bad of ['-1', '101', 'abc', '18.123']) {
      expect(() => loadConfig({ PAYMENT_TAX_PERCENT: bad }), bad).toThrow(ConfigError);
    }
  });

  it('needs the Stripe key and webhook secret together, and never echoes them', () => {
    const both = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(both).payments.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'nope-secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret \(whsec_\.\.\.\)$/,
    );
  });
});

describe('test gateway return path', () => {
  it('only allows paths on this site', () => {
    expect(safeReturnPath('/de/add-wallet-money/payment?paymentLogId=3')).toBe(
      '/de/add-wallet-money/payment?paymentLogId=3',
    );
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', undefined]) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
});
