import type { ChatStartCheck } from '@lumus/contract/chat/chat-start-check';
import { readFreeChatMinutes } from '../static-values/free-chat-minutes';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { acceptsFreeSessions } from '../earnings/earnings-ledger';
import { isFirstChat } from './first-chat';
import type { SessionDeps } from './session-deps';

/**
 * What a chat with a psychic at `rate` needs from this user now: nothing when their first chat is
 * free and the psychic opted in to free sessions (decision 038), otherwise the balance for the
 * minimum minutes. The request itself (queue token) and the check before the form both ask here,
 * so the two never disagree.
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
  return {
    free,
    freeMinutes: free ? offerMinutes : 0,
    requiredAmount,
    balance,
    shortfall: Math.max(0, requiredAmount - balance),
  };
}
