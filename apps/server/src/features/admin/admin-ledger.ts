import {
  type WalletTransaction,
  walletEntryKindSchema,
  walletReferenceTypeSchema,
} from '@lumus/contract/wallet/wallet-transactions';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { walletEntries } from '../wallet/wallet-tables';

function ledgerToWire(row: typeof walletEntries.$inferSelect): WalletTransaction {
  return {
    id: row.id,
    kind: walletEntryKindSchema.parse(row.kind),
    amount: row.amountMinor,
    balanceAfter: row.balanceAfter,
    referenceType: walletReferenceTypeSchema.parse(row.referenceType),
    referenceId: row.referenceId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Ledger entries caused by one chat order or one payment, oldest first. */
export async function ledgerFor(
  db: Database,
  type: 'chat_order' | 'payment_log',
  id: number,
): Promise<WalletTransaction[]> {
  const rows = await db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.referenceType, type), eq(walletEntries.referenceId, String(id))))
    .orderBy(asc(walletEntries.id));
  return rows.map(ledgerToWire);
}

/** A user's newest ledger entries. */
export async function ledgerOfUser(
  db: Database,
  userId: number,
  limit: number,
  extra?: SQL,
): Promise<WalletTransaction[]> {
  const rows = await db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), extra))
    .orderBy(desc(walletEntries.id))
    .limit(limit);
  return rows.map(ledgerToWire);
}
