import type { MarketCurrency, TaxMode } from '@lumus/contract/markets/market-currency';
import { z } from 'zod';

/*
 * The markets part of the environment (decision 045). `config.ts` merges this shape into its one
 * schema and stays the only reader of `process.env`. India's GST stays PAYMENT_TAX_PERCENT.
 */

/**
 * EU VAT standard rates (2026) for consumers, in percent; the euro is the wallet currency of every
 * country listed. An operator changes a rate with MARKET_EU_VAT (e.g. `DE:19,FR:20`), which
 * replaces this table.
 */
const DEFAULT_EU_VAT =
  'DE:19,AT:20,BE:21,CY:19,EE:24,ES:21,FI:25.5,FR:20,GR:24,HR:25,IE:23,IT:22,LT:21,LU:17,LV:21,MT:18,NL:21,PT:23,SI:22,SK:23';

const COUNTRY = /^[A-Z]{2}$/;

const vatTable = z
  .string()
  .trim()
  .transform((text, context) => {
    const rates = new Map<string, number>();
    for (const item of text.split(',')) {
      const match = /^([A-Z]{2}):(\d{1,2}(?:\.\d{1,2})?)$/.exec(item.trim());
      if (match === null) {
        context.addIssue({
          code: 'custom',
          message: 'must list COUNTRY:PERCENT pairs, e.g. DE:19,FR:20',
        });
        return z.NEVER;
      }
      rates.set(match[1] ?? '', Math.round(Number(match[2]) * 100));
    }
    return rates;
  });

export const marketsEnvShape = {
  /** The market of every country that is neither India nor in the VAT table. */
  MARKET_DEFAULT_COUNTRY: z
    .string()
    .trim()
    .regex(COUNTRY, { error: 'must be an ISO country code such as IN or DE' })
    .default('IN'),
  MARKET_EU_VAT: vatTable.prefault(DEFAULT_EU_VAT),
};

type MarketsEnv = z.output<z.ZodObject<typeof marketsEnvShape>>;

/** One country's way of selling: its wallet currency and the tax a top-up carries. */
export type Market = Readonly<{
  country: string;
  currency: MarketCurrency;
  taxMode: TaxMode;
  /** Hundredths of a percent (1800 = 18 %). */
  taxBasisPoints: number;
}>;

export type MarketsConfig = Readonly<{
  markets: ReadonlyMap<string, Market>;
  defaultCountry: string;
}>;

/** One readable problem, or undefined: the default market must be a configured one. */
export function checkMarketsEnv(e: MarketsEnv): string | undefined {
  if (e.MARKET_DEFAULT_COUNTRY === 'IN' || e.MARKET_EU_VAT.has(e.MARKET_DEFAULT_COUNTRY)) {
    return undefined;
  }
  return `MARKET_DEFAULT_COUNTRY must be IN or a country of MARKET_EU_VAT (got "${e.MARKET_DEFAULT_COUNTRY}")`;
}

export function marketsConfigFrom(e: MarketsEnv, gstBasisPoints: number): MarketsConfig {
  const markets = new Map<string, Market>();
  markets.set('IN', {
    country: 'IN',
    currency: 'INR',
    taxMode: 'exclusive',
    taxBasisPoints: gstBasisPoints,
  });
  for (const [country, basisPoints] of e.MARKET_EU_VAT) {
    markets.set(country, {
      country,
      currency: 'EUR',
      taxMode: 'inclusive',
      taxBasisPoints: basisPoints,
    });
  }
  return { markets, defaultCountry: e.MARKET_DEFAULT_COUNTRY };
}
