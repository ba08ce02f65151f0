import { PAYOUT_MARKETS, type PayoutMarket } from '@lumus/contract/earnings/payout-methods';
import { z } from 'zod';
import { wholeNumberEnv } from '../../lib/env/whole-number-env';

/*
 * The payouts part of the environment (decision 038). `config.ts` merges this shape into its one
 * schema and stays the only reader of `process.env`.
 */

const WITHHOLDING_MESSAGE = 'must list MARKET=PERCENT pairs for IN and DE, e.g. "IN=10,DE=0"';

/** `IN=10,DE=0`: the percent of each payout withheld as tax, per market (India's TDS). */
const withholdingText = z
  .string()
  .transform((text, context) => {
    const pairs = new Map<string, number>();
    for (const part of text.split(',')) {
      const match = /^\s*([A-Z]{2})\s*=\s*(\d{1,2}(?:\.\d{1,2})?)\s*$/.exec(part);
      if (match?.[1] === undefined || match[2] === undefined) {
        context.addIssue({ code: 'custom', message: WITHHOLDING_MESSAGE });
        return z.NEVER;
      }
      pairs.set(match[1], Math.round(Number(match[2]) * 100));
    }
    const basisPoints = {} as Record<PayoutMarket, number>;
    for (const market of PAYOUT_MARKETS) {
      const value = pairs.get(market);
      if (value === undefined) {
        context.addIssue({ code: 'custom', message: WITHHOLDING_MESSAGE });
        return z.NEVER;
      }
      basisPoints[market] = value;
    }
    return basisPoints;
  })
  .default({ IN: 1000, DE: 0 });

export const payoutsEnvShape = {
  PAYOUT_CYCLE_DAYS: wholeNumberEnv(1, 92, 7),
  PAYOUT_MINIMUM_MINOR: wholeNumberEnv(0, 100_000_000, 10_000),
  PAYOUT_WITHHOLDING: withholdingText,
  PAYOUT_CLOCK_OFFSET_HOURS: wholeNumberEnv(0, 240, 0),
};

type PayoutsEnv = z.output<z.ZodObject<typeof payoutsEnvShape>>;

export type PayoutsConfig = Readonly<{
  /** Days in a payout cycle: the batch form suggests the last whole cycle. */
  cycleDays: number;
  /** Minor units of the payout currency: a smaller balance waits for a later batch. */
  minimumMinor: number;
  /** Tax withheld from each payout, hundredths of a percent per market. */
  withholdingBasisPoints: Readonly<Record<PayoutMarket, number>>;
  /**
   * Test only (refused in production): the operator's payout calls see the clock this many hours
   * ahead, so an end-to-end test can pay out the day its chat happened in. Periods must still be
   * over; nothing else on the server moves (decision 048).
   */
  clockOffsetHours: number;
}>;

export const REASON_OFFSET_IN_PRODUCTION =
  'PAYOUT_CLOCK_OFFSET_HOURS must be 0 in production (it is a test setting)';

/** A problem with the payouts environment, or undefined. */
export function checkPayoutsEnv(
  e: Pick<PayoutsEnv, 'PAYOUT_CLOCK_OFFSET_HOURS'> & {
    NODE_ENV: string;
  },
): string | undefined {
  return e.NODE_ENV === 'production' && e.PAYOUT_CLOCK_OFFSET_HOURS !== 0
    ? REASON_OFFSET_IN_PRODUCTION
    : undefined;
}

export function payoutsConfigFrom(e: PayoutsEnv): PayoutsConfig {
  return {
    cycleDays: e.PAYOUT_CYCLE_DAYS,
    minimumMinor: e.PAYOUT_MINIMUM_MINOR,
    withholdingBasisPoints: e.PAYOUT_WITHHOLDING,
    clockOffsetHours: e.PAYOUT_CLOCK_OFFSET_HOURS,
  };
}
