import {
  WALLET_BALANCE_PATH,
  walletBalanceResponseSchema,
} from '@lumus/contract/wallet/wallet-balance';
import {
  WALLET_TRANSACTIONS_PATH,
  walletEntryKindSchema,
  walletReferenceTypeSchema,
  walletTransactionsInputSchema,
  walletTransactionsResponseSchema,
} from '@lumus/contract/wallet/wallet-transactions';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import type { CallGuard } from '../../lib/http/define-call';
import { defineCall } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import { readWalletBalance } from './wallet-ledger';
import { walletEntries } from './wallet-tables';

export type WalletRouteDeps = Readonly<{ db: Database; auth: CallGuard }>;

export function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: ['GET', 'POST'],
    url: WALLET_BALANCE_PATH,
    summary: "The signed-in user's wallet balance in paise",
    input: z.object({}),
    output: walletBalanceResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => {
    const amount = await readWalletBalance(db, signedInUser(request).id);
    return { status: 'success', data: { amount, currency: 'INR' } };
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: WALLET_TRANSACTIONS_PATH,
    summary: 'Wallet ledger entries of the signed-in user, newest first',
    input: walletTransactionsInputSchema,
    output: walletTransactionsResponseSchema,
    auth: deps.auth,
  }).handle(async ({ page, pageSize }, { request }) => {
    const userId = signedInUser(request).id;
    const rows = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [counted] = await db
      .select({ total: count() })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId));
    return {
      status: 'success',
      data: {
        page,
        pageSize,
        total: counted?.total ?? 0,
        items: rows.map((row) => ({
          id: row.id,
          kind: walletEntryKindSchema.parse(row.kind),
          amount: row.amountMinor,
          balanceAfter: row.balanceAfter,
          referenceType: walletReferenceTypeSchema.parse(row.referenceType),
          referenceId: row.referenceId,
          createdAt: row.createdAt.toISOString(),
        })),
      },
    };
  });
}
