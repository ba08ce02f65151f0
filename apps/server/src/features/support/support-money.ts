import {
  CURRENCY_SYMBOL,
  MINOR_PER_UNIT,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { recordAudit } from '../admin/audit-log';
import { users } from '../users/users-tables';
import { applyWalletEntry, readWalletCurrency } from '../wallet/wallet-ledger';
import { supportConversations, supportCredits } from './support-tables';

export const REASON_NOT_ABOUT_SESSION =
  'This conversation is not about a chat or call, so there is no session to refund.';
export const REASON_REQUEST_OTHER_CONVERSATION =
  'This request id was already used in another conversation; reload and try again.';

export const REASON_NO_WALLET_CURRENCY =
  'This user has never topped up, so their wallet has no currency yet; goodwill can be given after their first top-up.';

function inCurrency(minor: number, currency: MarketCurrency): string {
  return `${CURRENCY_SYMBOL[currency]}${(minor / MINOR_PER_UNIT).toFixed(2)}`;
}

export function reasonOverGoodwillLimit(
  left: number,
  limit: number,
  currency: MarketCurrency,
): string {
  return `That is more goodwill than this conversation allows: ${inCurrency(left, currency)} of ${inCurrency(limit, currency)} is left.`;
}

export type GoodwillLimits = Readonly<Record<MarketCurrency, number>>;

export type GoodwillRequest = Readonly<{
  conversationId: number;
  staffUserId: number;
  /** Minor units of the user's wallet currency. */
  amount: number;
  reason: string;
  requestId: string;
  /** The limit per conversation in each currency; the wallet's applies (decision 052). */
  limits: GoodwillLimits;
}>;

/** Paise credited as goodwill in a conversation so far. */
async function goodwillGiven(db: Database, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${supportCredits.amountMinor}), 0)`.mapWith(Number) })
    .from(supportCredits)
    .where(eq(supportCredits.conversationId, conversationId));
  return row?.total ?? 0;
}

/**
 * A goodwill credit to the conversation's user: one `goodwill` wallet entry, its support row and
 * the audit entry in one transaction. The conversation's row is locked first, so two credits at
 * once queue and the second sees the first against the limit; a repeated request id finds the
 * first credit and pays nothing again. The amount and the limit are in the wallet's currency
 * (fixed at the first top-up and never changed), so a wallet without one gets nothing (409).
 */
export async function giveGoodwill(
  db: Database,
  request: GoodwillRequest,
): Promise<{ userId: number; applied: boolean }> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: supportConversations.id, userId: supportConversations.userId })
      .from(supportConversations)
      .where(eq(supportConversations.id, request.conversationId))
      .for('update');
    if (conversation === undefined) {
      throw new CallFailure(404, `No support conversation with id ${request.conversationId}.`);
    }
    const [earlier] = await tx
      .select({ conversationId: supportCredits.conversationId })
      .from(supportCredits)
      .where(eq(supportCredits.requestId, request.requestId));
    if (earlier !== undefined) {
      if (earlier.conversationId !== conversation.id) {
        throw new CallFailure(409, REASON_REQUEST_OTHER_CONVERSATION);
      }
      return { userId: conversation.userId, applied: false };
    }
    const currency = await readWalletCurrency(tx, conversation.userId);
    if (currency === null) throw new CallFailure(409, REASON_NO_WALLET_CURRENCY);
    const limit = request.limits[currency];
    const given = await goodwillGiven(tx, conversation.id);
    const left = Math.max(0, limit - given);
    if (request.amount > left) {
      throw new CallFailure(409, reasonOverGoodwillLimit(left, limit, currency));
    }
    const { entry } = await applyWalletEntry(tx, {
      userId: conversation.userId,
      kind: 'goodwill',
      amountMinor: request.amount,
      currency,
      reference: { type: 'support_conversation', id: String(conversation.id) },
      idempotencyKey: `support-goodwill:${request.requestId}`,
    });
    await tx.insert(supportCredits).values({
      conversationId: conversation.id,
      walletEntryId: entry.id,
      amountMinor: request.amount,
      reason: request.reason,
      staffUserId: request.staffUserId,
      requestId: request.requestId,
    });
    await recordAudit(tx, {
      adminUserId: request.staffUserId,
      action: 'support.goodwill',
      targetType: 'support_conversation',
      targetId: conversation.id,
      before: { goodwillGiven: given, currency },
      after: {
        goodwillGiven: given + request.amount,
        currency,
        amount: request.amount,
        reason: request.reason,
        userId: conversation.userId,
      },
    });
    return { userId: conversation.userId, applied: true };
  });
}

/**
 * The detail's goodwill part: the user's wallet currency, every credit of the conversation and
 * what that currency's limit leaves (nothing while the wallet has no currency).
 */
export async function goodwillOf(
  db: Database,
  conversation: Readonly<{ id: number; userId: number }>,
  limits: GoodwillLimits,
) {
  const conversationId = conversation.id;
  const currency = await readWalletCurrency(db, conversation.userId);
  const limit = currency === null ? 0 : limits[currency];
  const rows = await db
    .select({
      id: supportCredits.id,
      amount: supportCredits.amountMinor,
      reason: supportCredits.reason,
      staffName: users.name,
      createdAt: supportCredits.createdAt,
    })
    .from(supportCredits)
    .leftJoin(users, eq(users.id, supportCredits.staffUserId))
    .where(and(eq(supportCredits.conversationId, conversationId)))
    .orderBy(desc(supportCredits.id));
  const given = rows.reduce((sum, row) => sum + row.amount, 0);
  return {
    currency,
    limit,
    left: Math.max(0, limit - given),
    credits: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
