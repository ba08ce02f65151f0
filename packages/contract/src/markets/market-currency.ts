/**
 * The currencies a wallet can hold (decision 045). Every amount of a wallet, its ledger, a pack, a
 * price or a payment is an integer count of its currency's minor unit (paise, cents); nothing is
 * converted for display. Kept free of zod so the web app's first download can use it.
 */
export const MARKET_CURRENCIES = ['INR', 'EUR'] as const;
export type MarketCurrency = (typeof MARKET_CURRENCIES)[number];

export function isMarketCurrency(value: unknown): value is MarketCurrency {
  return typeof value === 'string' && (MARKET_CURRENCIES as readonly string[]).includes(value);
}

/** Minor units per major unit: both currencies have two decimals. */
export const MINOR_PER_UNIT = 100;

export const CURRENCY_SYMBOL: Readonly<Record<MarketCurrency, string>> = { INR: '₹', EUR: '€' };

/**
 * Custom top-up limits per currency, in minor units, whole units only: ₹1 to ₹1,00,000 as before;
 * €1 to €1,000 (a prepaid chat wallet, and under the limits where payment regulation asks more).
 */
export const CUSTOM_AMOUNT_LIMITS: Readonly<Record<MarketCurrency, { min: number; max: number }>> =
  {
    INR: { min: 100, max: 10_000_000 },
    EUR: { min: 100, max: 100_000 },
  };

/**
 * The highest price per minute the operator may set, or a psychic ask for, per currency: ₹1,000
 * (as before) or €100 a minute. Anything above is a typing slip, not a price (decision 052).
 */
export const MAX_PRICE_PER_MINUTE: Readonly<Record<MarketCurrency, number>> = {
  INR: 100_000,
  EUR: 10_000,
};

/** The lowest price a psychic may ask for: ₹5 (as for applicants) or €0.50 a minute. */
export const MIN_ASKED_PRICE_PER_MINUTE: Readonly<Record<MarketCurrency, number>> = {
  INR: 500,
  EUR: 50,
};

/**
 * How a market's tax meets the shown price: India adds GST on top of the pack price (`exclusive`);
 * the EU shows consumers gross prices with VAT included (`inclusive`).
 */
export const TAX_MODES = ['exclusive', 'inclusive'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/**
 * The cookie that carries the viewer's market (an ISO country, e.g. `DE`) to the server, so a
 * server-rendered page shows the right currency in its first paint (decision 045).
 */
export const MARKET_COOKIE = 'lumus_market';
