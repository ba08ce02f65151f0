import { currencyDetailsCall } from '@lumus/contract/currency';
import { DEFAULT_TIME_ZONE } from '@lumus/contract/constants';
import {
  CURRENCY_SYMBOL,
  MINOR_PER_UNIT,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_AUTHORIZATION } from '@lumus/contract/headers';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import { normaliseTimeZone } from './pick-currency';
import type { MarketsConfig } from '../markets/markets-env';
import { cookieCountry, marketCookie, viewerMarket } from '../markets/viewer-market';
import { readWalletCurrency } from '../wallet/wallet-ledger';

/**
 * The wallet currency of a caller who sent a valid token; null for a guest and for a token that
 * does not check out (spec §7: this call is open, so a stale token must not make it fail).
 */
async function signedInWalletCurrency(
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
): Promise<MarketCurrency | null> {
  if (request.headers[HEADER_AUTHORIZATION] === undefined) return null;
  try {
    await app.authGuard(request);
  } catch {
    return null;
  }
  return request.user === null ? null : readWalletCurrency(db, request.user.id);
}

/**
 * Spec §7 "Rate of conversion", now the viewer's market currency (decision 045): every stored amount
 * is in its currency's minor units, so the factor is 100 and nothing is converted. Open to guests;
 * a signed-in caller's wallet currency decides, then the `lumus_market` cookie, then the time zone.
 * The answer sets the cookie, so the next server-rendered page shows this currency in its first paint.
 */
export function registerCurrencyRoutes(
  app: FastifyInstance,
  deps: { db: Database; markets: MarketsConfig },
): void {
  registerCall(app, currencyDetailsCall, async ({ timezone }, { request, reply }) => {
    const walletCurrency = await signedInWalletCurrency(app, deps.db, request);
    const market = viewerMarket(deps.markets, {
      walletCurrency,
      cookieCountry: cookieCountry(deps.markets, request),
      timeZone: timezone,
    });
    void reply.header('set-cookie', marketCookie(market.country));
    const currencies = new Set([...deps.markets.markets.values()].map((m) => m.currency));
    return {
      currencyDto: {
        symbol: CURRENCY_SYMBOL[market.currency],
        conversionFactor: MINOR_PER_UNIT,
        isoCode: market.currency,
      },
      isForeign: normaliseTimeZone(timezone) !== DEFAULT_TIME_ZONE,
      multipleCurrencyEnabled: currencies.size > 1,
    };
  });
}
