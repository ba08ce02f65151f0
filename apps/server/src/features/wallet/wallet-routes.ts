import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { walletTransactionsCall } from '@lumus/contract/wallet/wallet-transactions';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { readWalletBalance, readWalletCurrency } from './wallet-ledger';
import type { MarketsConfig } from '../markets/markets-env';
import { cookieCountry, viewerMarket } from '../markets/viewer-market';
import { readLedgerLines } from './ledger-lines';
import { walletEntries } from './wallet-tables';
import { registerCall } from '../../lib/http/register-call';

export type WalletRouteDeps = Readonly<{ db: Database; markets: MarketsConfig }>;

export function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { db } = deps;

  registerCall(app, walletBalanceCall, async (_input, { user, request }) => {
    const amount = await readWalletBalance(db, user.id);
    const walletCurrency = await readWalletCurrency(db, user.id);
    // Before the first top-up the (empty) wallet is shown in the currency it will get.
    const currency =
      walletCurrency ??
      viewerMarket(deps.markets, {
        walletCurrency,
        cookieCountry: cookieCountry(deps.markets, request),
      }).currency;
    return { amount, currency };
  });

  registerCall(app, walletTransactionsCall, async ({ page, pageSize }, { user }) => {
    const userId = user.id;
    const items = await readLedgerLines(db, {
      where: eq(walletEntries.userId, userId),
      order: 'newest',
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const [counted] = await db
      .select({ total: count() })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId));
    return {
      page,
      pageSize,
      total: counted?.total ?? 0,
      items,
    };
  });
}
