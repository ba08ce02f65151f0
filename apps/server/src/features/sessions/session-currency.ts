import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { MarketsConfig } from '../markets/markets-env';
import { cookieCountry, viewerMarket } from '../markets/viewer-market';
import { readWalletCurrency } from '../wallet/wallet-ledger';

/**
 * The currency a user's session is priced and charged in (decision 045): the wallet's; before the
 * first top-up (a free first chat) the viewer's market's, which the first top-up will then fix.
 */
export async function sessionCurrencyOf(
  db: Database,
  markets: MarketsConfig,
  userId: number,
  request: FastifyRequest,
): Promise<MarketCurrency> {
  const walletCurrency = await readWalletCurrency(db, userId);
  return (
    walletCurrency ??
    viewerMarket(markets, { walletCurrency, cookieCountry: cookieCountry(markets, request) })
      .currency
  );
}

/** 409: the psychic has no price in the user's currency, so does not serve their market. */
export function noPriceReason(currency: MarketCurrency): string {
  return `This psychic does not take sessions in ${currency}.`;
}
