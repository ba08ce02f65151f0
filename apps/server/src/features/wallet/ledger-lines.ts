import {
  type WalletTransaction,
  walletEntryKindSchema,
  walletReferenceTypeSchema,
} from '@lumus/contract/wallet/wallet-transactions';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';
import { chatOrders } from '../sessions/session-tables';
import { walletEntries } from './wallet-tables';

/**
 * Ledger entries as the wallet and the admin console show them: each with the chat or call it
 * belongs to and that session's psychic, so a line reads "Chat with Aarav Sharma". Only an order
 * of the entry's own user counts (a reference is never someone else's session).
 */
export async function readLedgerLines(
  db: Database,
  options: Readonly<{
    where: SQL | undefined;
    order: 'newest' | 'oldest';
    limit?: number;
    offset?: number;
  }>,
): Promise<WalletTransaction[]> {
  const query = db
    .select({
      entry: walletEntries,
      sessionKind: chatOrders.kind,
      psychicName: consultants.displayName,
    })
    .from(walletEntries)
    .leftJoin(
      chatOrders,
      and(
        eq(walletEntries.referenceType, 'chat_order'),
        eq(sql`${chatOrders.id}::text`, walletEntries.referenceId),
        eq(chatOrders.userId, walletEntries.userId),
      ),
    )
    .leftJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .where(options.where)
    .orderBy(options.order === 'newest' ? desc(walletEntries.id) : asc(walletEntries.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  const rows = await query;
  return rows.map(({ entry, sessionKind, psychicName }) => ({
    id: entry.id,
    kind: walletEntryKindSchema.parse(entry.kind),
    amount: entry.amountMinor,
    balanceAfter: entry.balanceAfter,
    referenceType: walletReferenceTypeSchema.parse(entry.referenceType),
    referenceId: entry.referenceId,
    session:
      sessionKind === null || psychicName === null ? null : { kind: sessionKind, psychicName },
    createdAt: entry.createdAt.toISOString(),
  }));
}
