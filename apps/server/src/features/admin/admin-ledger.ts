import type { WalletTransaction } from '@lumus/contract/wallet/wallet-transactions';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { readLedgerLines } from '../wallet/ledger-lines';
import { walletEntries } from '../wallet/wallet-tables';

/** Ledger entries caused by one chat order or one payment, oldest first. */
export async function ledgerFor(
  db: Database,
  type: 'chat_order' | 'payment_log',
  id: number,
): Promise<WalletTransaction[]> {
  return readLedgerLines(db, {
    where: and(eq(walletEntries.referenceType, type), eq(walletEntries.referenceId, String(id))),
    order: 'oldest',
  });
}

/** A user's newest ledger entries. */
export async function ledgerOfUser(
  db: Database,
  userId: number,
  limit: number,
  extra?: SQL,
): Promise<WalletTransaction[]> {
  return readLedgerLines(db, {
    where: and(eq(walletEntries.userId, userId), extra),
    order: 'newest',
    limit,
  });
}
