import type {
  WalletEntryKind,
  WalletReferenceType,
} from '@lumus/contract/wallet/wallet-transactions';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { walletEntries, wallets } from './wallet-tables';

export type WalletEntry = typeof walletEntries.$inferSelect;

export type WalletEntryRequest = Readonly<{
  userId: number;
  kind: WalletEntryKind;
  /** Signed paise, never zero: credits positive, charges negative. */
  amountMinor: number;
  reference: Readonly<{ type: WalletReferenceType; id: string }>;
  /**
   * Unique per real-world event, e.g. `payment:42:recharge` or `chat:7:tick:15`. A second call with
   * the same key applies nothing and returns the first entry.
   */
  idempotencyKey: string;
}>;

export type WalletEntryResult = Readonly<{ entry: WalletEntry; applied: boolean }>;

/** A charge larger than the balance; nothing was applied. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(
    readonly userId: number,
    readonly requestedMinor: number,
  ) {
    super(`Wallet of user ${userId} cannot cover a charge of ${-requestedMinor} paise.`);
  }
}

/** Thrown inside the transaction to roll back a balance change whose key turned out to be taken. */
class DuplicateEntry extends Error {}

async function findByKey(db: Database, idempotencyKey: string): Promise<WalletEntry | undefined> {
  const [entry] = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.idempotencyKey, idempotencyKey));
  return entry;
}

/**
 * Applies one ledger entry: the balance and the entry change together in one transaction, or not at
 * all. Correct under any concurrency on PostgreSQL without extra locks: the conditional
 * `UPDATE ... WHERE balance + amount >= 0` row-locks the wallet, so concurrent entries of one user
 * queue behind each other and each sees the committed balance; the unique idempotency key decides
 * which of two identical events wins. On PGlite transactions run one at a time anyway.
 * May be called inside an outer transaction (it then runs in a savepoint).
 */
export async function applyWalletEntry(
  db: Database,
  request: WalletEntryRequest,
): Promise<WalletEntryResult> {
  const { userId, amountMinor, idempotencyKey } = request;
  if (!Number.isSafeInteger(amountMinor) || amountMinor === 0) {
    throw new RangeError(
      `A wallet entry needs a non-zero whole amount of paise, not ${amountMinor}.`,
    );
  }
  const earlier = await findByKey(db, idempotencyKey);
  if (earlier !== undefined) return { entry: earlier, applied: false };
  try {
    const entry = await db.transaction(async (tx) => {
      await tx.insert(wallets).values({ userId }).onConflictDoNothing();
      const [wallet] = await tx
        .update(wallets)
        .set({
          balanceMinor: sql`${wallets.balanceMinor} + ${amountMinor}`,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(wallets.userId, userId), gte(sql`${wallets.balanceMinor} + ${amountMinor}`, 0)),
        )
        .returning({ balanceMinor: wallets.balanceMinor });
      if (wallet === undefined) throw new InsufficientFundsError(userId, amountMinor);
      const [inserted] = await tx
        .insert(walletEntries)
        .values({
          userId,
          kind: request.kind,
          amountMinor,
          balanceAfter: wallet.balanceMinor,
          referenceType: request.reference.type,
          referenceId: request.reference.id,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: walletEntries.idempotencyKey })
        .returning();
      if (inserted === undefined) throw new DuplicateEntry();
      return inserted;
    });
    return { entry, applied: true };
  } catch (error) {
    // A concurrent call with the same key committed first: its entry is the answer, even when our
    // attempt failed for lack of funds because that call had already spent them.
    if (error instanceof DuplicateEntry || error instanceof InsufficientFundsError) {
      const winner = await findByKey(db, idempotencyKey);
      if (winner !== undefined) return { entry: winner, applied: false };
    }
    throw error;
  }
}

/** The balance in paise; a user who never had an entry has 0. */
export async function readWalletBalance(db: Database, userId: number): Promise<number> {
  const [wallet] = await db
    .select({ balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return wallet?.balanceMinor ?? 0;
}
