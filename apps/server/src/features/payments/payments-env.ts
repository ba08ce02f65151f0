import { DEFAULT_TAX_BASIS_POINTS } from '@lumus/contract/payments/payment-quote';
import { z } from 'zod';
import type { MarketsConfig } from '../markets/markets-env';

/*
 * The payments part of the environment. `config.ts` merges this shape into its one schema and stays
 * the only reader of `process.env`.
 */

/** A percentage with at most two decimals ("18", "7.5"), kept as basis points to stay integer. */
const taxPercent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'must be a percentage between 0 and 100, e.g. 18' })
  .transform((text) => Math.round(Number(text) * 100))
  .refine((basisPoints) => basisPoints <= 10_000, {
    error: 'must be a percentage between 0 and 100, e.g. 18',
  });

export const paymentsEnvShape = {
  PAYMENT_TAX_PERCENT: taxPercent.default(DEFAULT_TAX_BASIS_POINTS),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_...)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional(),
};

/** Never echoed in a configuration error line. */
export const PAYMENTS_SECRET_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnvShape>>;

export type StripeConfig = Readonly<{ secretKey: string; webhookSecret: string }>;

export type PaymentsConfig = Readonly<{
  /** India's GST; every market's tax is in `markets` (decision 045). */
  taxBasisPoints: number;
  /** Stripe Checkout, when both of its variables are set. */
  stripe: StripeConfig | undefined;
  /** The markets and their currencies and taxes (decision 045). */
  markets: MarketsConfig;
}>;

/** One readable problem, or undefined: Stripe needs its key and its webhook secret together. */
export function checkPaymentsEnv(e: PaymentsEnv): string | undefined {
  const hasKey = e.STRIPE_SECRET_KEY !== undefined;
  const hasSecret = e.STRIPE_WEBHOOK_SECRET !== undefined;
  if (hasKey === hasSecret) return undefined;
  // Without the webhook secret no payment could ever be verified and credited.
  return hasKey
    ? 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set'
    : 'STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set';
}

export function paymentsConfigFrom(e: PaymentsEnv): Omit<PaymentsConfig, 'markets'> {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = e;
  return {
    taxBasisPoints: e.PAYMENT_TAX_PERCENT,
    stripe:
      secretKey !== undefined && webhookSecret !== undefined
        ? { secretKey, webhookSecret }
        : undefined,
  };
}
