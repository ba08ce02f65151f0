import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { z } from 'zod';
import { wholeNumberEnv } from '../../lib/env/whole-number-env';

/*
 * The support part of the environment (issue 24). `config.ts` merges this shape into its one
 * schema and stays the only reader of `process.env`.
 */

const MB = 1024 * 1024;
/** Goodwill in one conversation, all credits together, in the wallet's minor units. */
const goodwillLimit = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number between 0 and ${max}` })
    .transform(Number)
    .refine((n) => n <= max, { error: `must be a whole number between 0 and ${max}` })
    .optional();

export const supportEnvShape = {
  /** The rupee limit under its first name (paise, ₹500); SUPPORT_GOODWILL_LIMIT_INR wins. */
  SUPPORT_GOODWILL_LIMIT: wholeNumberEnv(0, 10_000_000, 50_000),
  /**
   * Bytes of the largest image in a support message (5 MB: a phone photo fits). At most 10 MB,
   * since the server holds an upload in memory while it checks and stores it.
   */
  SUPPORT_IMAGE_MAX_BYTES: wholeNumberEnv(1024, 10 * MB, 5 * MB),
  /** Paise per conversation for a rupee wallet; unset: SUPPORT_GOODWILL_LIMIT. */
  SUPPORT_GOODWILL_LIMIT_INR: goodwillLimit(10_000_000),
  /** Cents per conversation for a euro wallet (€10). */
  SUPPORT_GOODWILL_LIMIT_EUR: wholeNumberEnv(0, 100_000, 1_000),
};

type SupportEnv = z.output<z.ZodObject<typeof supportEnvShape>>;

export type SupportConfig = Readonly<{
  /** The goodwill limit per conversation in the currency of the user's wallet (decision 052). */
  goodwillLimitMinor: Readonly<Record<MarketCurrency, number>>;
  imageMaxBytes: number;
}>;

export function supportConfigFrom(e: SupportEnv): SupportConfig {
  return {
    goodwillLimitMinor: {
      INR: e.SUPPORT_GOODWILL_LIMIT_INR ?? e.SUPPORT_GOODWILL_LIMIT,
      EUR: e.SUPPORT_GOODWILL_LIMIT_EUR,
    },
    imageMaxBytes: e.SUPPORT_IMAGE_MAX_BYTES,
  };
}
