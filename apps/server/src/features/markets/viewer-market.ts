import { MARKET_COOKIE, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import type { FastifyRequest } from 'fastify';
import { countryOfTimeZone, normaliseTimeZone } from '../currency/pick-currency';
import type { Market, MarketsConfig } from './markets-env';

/** The configured market of `country`, or the default market for any other country. */
export function marketOfCountry(config: MarketsConfig, country: string | undefined): Market {
  const own = country === undefined ? undefined : config.markets.get(country);
  const fallback = config.markets.get(config.defaultCountry);
  if (own !== undefined) return own;
  if (fallback === undefined) throw new Error(`default market ${config.defaultCountry} missing`);
  return fallback;
}

/**
 * Where a currency is sold by default: India for rupees, Germany (else the first euro country) for
 * euros. Used when a wallet's currency and the viewer's country disagree (a German wallet read
 * from India keeps German VAT and euros).
 */
export function homeMarketOf(config: MarketsConfig, currency: MarketCurrency): Market {
  const home = config.markets.get(currency === 'INR' ? 'IN' : 'DE');
  if (home?.currency === currency) return home;
  for (const market of config.markets.values()) if (market.currency === currency) return market;
  throw new Error(`no market sells ${currency}`);
}

/** The country of an IANA zone as the browser names it (aliases folded, empty = default zone). */
export function countryOfZone(timeZone: string | undefined): string | undefined {
  return countryOfTimeZone(normaliseTimeZone(timeZone));
}

/** A year: the market stays with the browser until the wallet or the operator says otherwise. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The `set-cookie` value that keeps `country`'s market with the browser. */
export function marketCookie(country: string): string {
  return `${MARKET_COOKIE}=${country}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The market named by the request's `lumus_market` cookie, when it names a configured one. */
export function cookieCountry(config: MarketsConfig, request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === MARKET_COOKIE && value !== undefined && config.markets.has(value)) return value;
  }
  return undefined;
}

/**
 * The viewer's market (decision 045): a wallet's currency rules (in the viewer's country's market
 * when it sells that currency, else in the currency's home market); without one, the market of the
 * country the cookie names, else of the time zone's country, else the default market.
 */
export function viewerMarket(
  config: MarketsConfig,
  viewer: Readonly<{
    walletCurrency: MarketCurrency | null;
    cookieCountry: string | undefined;
    timeZone?: string | undefined;
  }>,
): Market {
  const country =
    viewer.cookieCountry ??
    (viewer.timeZone === undefined ? undefined : countryOfZone(viewer.timeZone));
  const market = marketOfCountry(config, country);
  if (viewer.walletCurrency === null || market.currency === viewer.walletCurrency) return market;
  return homeMarketOf(config, viewer.walletCurrency);
}
