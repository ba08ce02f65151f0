import { chatStartCheckCall, type ChatStartCheck } from '@lumus/contract/chat/chat-start-check';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { consultants } from '../catalogue/catalogue-tables';
import { readFreeChatMinutes } from '../static-values/free-chat-minutes';
import { readWalletBalance } from '../wallet/wallet-ledger';
import type { ChatDeps } from './chat-deps';
import { isFirstChat } from './first-chat';

/**
 * What a chat with a psychic at `rate` needs from this user now: nothing when their first chat is
 * free, otherwise the balance for the minimum minutes. The request itself (queue token) and the
 * check before the form both ask here, so the two never disagree.
 */
export async function startRequirement(
  deps: Pick<ChatDeps, 'db' | 'config'>,
  userId: number,
  rate: number,
): Promise<ChatStartCheck & { freeMinutes: number }> {
  const { minutes: offerMinutes } = await readFreeChatMinutes(deps.db, deps.config.freeChatMinutes);
  const free = offerMinutes > 0 && (await isFirstChat(deps, userId));
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

export function registerChatStartCheck(
  app: FastifyInstance,
  deps: Pick<ChatDeps, 'db' | 'config'>,
): void {
  registerCall(app, chatStartCheckCall, async (input, { user }) => {
    const [consultant] = await deps.db
      .select({ rate: consultants.pricePerMinuteMinor })
      .from(consultants)
      .where(and(eq(consultants.id, input.consultantId), isNull(consultants.suspendedAt)));
    if (consultant === undefined) throw new CallFailure(404, 'No such psychic.');
    const need = await startRequirement(deps, user.id, consultant.rate);
    const { free, requiredAmount, balance, shortfall } = need;
    return { free, requiredAmount, balance, shortfall };
  });
}
