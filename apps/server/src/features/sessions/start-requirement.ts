import type { ChatStartCheck } from '@lumus/contract/chat/chat-start-check';
import { eq } from 'drizzle-orm';
import { withdrawalRightApplies } from '../legal/withdrawal-right';
import { users } from '../users/users-tables';
import { readFreeChatMinutes } from '../static-values/free-chat-minutes';
import { readWalletBalance, readWalletCurrency } from '../wallet/wallet-ledger';
import { acceptsFreeSessions } from '../earnings/earnings-ledger';
import { isFirstChat } from './first-chat';
import type { SessionDeps } from './session-deps';

/**
 * What a chat with a psychic at `rate` needs from this user now: nothing when their first chat is
 * free and the psychic opted in to free sessions (decision 038), otherwise the balance for the
 * minimum minutes. The request itself (queue token) and the check before the form both ask here,
 * so the two never disagree.
 *
 * A consumer in the EU must first waive the withdrawal right for a session at a price, free
 * minutes or not: a free session goes on at the rate with one tap when they run out, and the
 * consent has to come before the paid part starts, not in the middle of a conversation
 * (decision 046).
 */
export async function startRequirement(
  deps: Pick<SessionDeps, 'db' | 'config'>,
  userId: number,
  consultant: Readonly<{ id: number; rate: number }>,
): Promise<ChatStartCheck & { freeMinutes: number }> {
  const { minutes: offerMinutes } = await readFreeChatMinutes(deps.db, deps.config.freeChatMinutes);
  const free =
    offerMinutes > 0 &&
    (await acceptsFreeSessions(deps.db, consultant.id)) &&
    (await isFirstChat(deps, userId));
  const rate = consultant.rate;
  const balance = await readWalletBalance(deps.db, userId);
  const requiredAmount = free ? 0 : rate * deps.config.minMinutes;
  const [user] = await deps.db
    .select({
      timeZone: users.timeZone,
      countryCode: users.countryCode,
      waivedAt: users.withdrawalWaiverAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const withdrawalWaiverNeeded =
    rate > 0 &&
    user !== undefined &&
    user.waivedAt === null &&
    withdrawalRightApplies({ ...user, walletCurrency: await readWalletCurrency(deps.db, userId) });
  return {
    free,
    freeMinutes: free ? offerMinutes : 0,
    requiredAmount,
    balance,
    shortfall: Math.max(0, requiredAmount - balance),
    withdrawalWaiverNeeded,
  };
}
