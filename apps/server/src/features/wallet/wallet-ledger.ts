import type {
  WalletEntryKind,
  WalletReferenceType,
} from '@lumus/contract/wallet/wallet-transactions';
import { isMarketCurrency, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { walletEntries, wallets } from './wallet-tables';

export type WalletEntry = typeof walletEntries.$inferSelect;

export type WalletEntryRequest = Readonly<{
  userId: number;
  kind: WalletEntryKind;
  /** Signed minor units of the wallet's currency, never zero: credits positive, charges negative. */
  amountMinor: number;
  /**
   * The currency the amount is in. The entry applies only to a wallet in that currency (a wallet
   * without one takes it); any other wallet refuses it with WalletCurrencyError (decision 045).
   */
  currency?: MarketCurrency;
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

/** An entry in another currency than the wallet's; nothing was applied. */
export class WalletCurrencyError extends Error {
  override name = 'WalletCurrencyError';
  constructor(
    readonly userId: number,
    readonly walletCurrency: string | null,
    readonly entryCurrency: string,
  ) {
    super(
      `Wallet of user ${userId} is in ${walletCurrency ?? 'no currency'}, not ${entryCurrency}.`,
    );
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
      const { currency } = request;
      const [wallet] = await tx
        .update(wallets)
        .set({
          balanceMinor: sql`${wallets.balanceMinor} + ${amountMinor}`,
          ...(currency === undefined ? {} : { currency }),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(wallets.userId, userId),
            gte(sql`${wallets.balanceMinor} + ${amountMinor}`, 0),
            currency === undefined
              ? undefined
              : sql`coalesce(${wallets.currency}, ${currency}) = ${currency}`,
          ),
        )
        .returning({ balanceMinor: wallets.balanceMinor });
      if (wallet === undefined) {
        const held = currency === undefined ? undefined : await readWalletCurrency(tx, userId);
        if (currency !== undefined && held !== null && held !== currency) {
          throw new WalletCurrencyError(userId, held ?? null, currency);
        }
        throw new InsufficientFundsError(userId, amountMinor);
      }
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

/** The wallet's currency; null until its first top-up fixed one (or without a wallet). */
export async function readWalletCurrency(
  db: Database,
  userId: number,
): Promise<MarketCurrency | null> {
  const [wallet] = await db
    .select({ currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  const currency = wallet?.currency;
  return isMarketCurrency(currency) ? currency : null;
}

/**
 * Fixes the wallet's currency unless it has one (decision 045): the first top-up's checkout calls
 * it. Returns the wallet's currency afterwards, which differs from `currency` when an earlier
 * top-up fixed another one; one statement, so two concurrent first checkouts agree.
 */
export async function fixWalletCurrency(
  db: Database,
  userId: number,
  currency: MarketCurrency,
): Promise<MarketCurrency> {
  const [wallet] = await db
    .insert(wallets)
    .values({ userId, currency })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { currency: sql`coalesce(${wallets.currency}, excluded.currency)` },
    })
    .returning({ currency: wallets.currency });
  const fixed = wallet?.currency;
  if (!isMarketCurrency(fixed)) throw new Error(`wallet of user ${userId} has no currency`);
  return fixed;
}

/**
 * What the wallet can spend in `currency`: its balance when it holds that currency (or none yet),
 * 0 when it holds another; a session in rupees cannot spend euros (decision 045).
 */
export async function readBalanceIn(
  db: Database,
  userId: number,
  currency: string,
): Promise<number> {
  const [wallet] = await db
    .select({ balanceMinor: wallets.balanceMinor, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  if (wallet === undefined) return 0;
  return wallet.currency === null || wallet.currency === currency ? wallet.balanceMinor : 0;
}

/** The balance in minor units of its currency; a user who never had an entry has 0. */
export async function readWalletBalance(db: Database, userId: number): Promise<number> {
  const [wallet] = await db
    .select({ balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return wallet?.balanceMinor ?? 0;
}
