import {
  CHAT_START_CHECK_PATH,
  chatStartCheckInputSchema,
  chatStartCheckResponseSchema,
} from '@lumus/contract/chat/chat-start-check';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import { consultants } from '../catalogue/catalogue-tables';
import type { SessionDeps } from '../sessions/session-deps';
import { startRequirement } from '../sessions/start-requirement';

export function registerChatStartCheck(
  app: FastifyInstance,
  deps: Pick<SessionDeps, 'db' | 'config'> & { auth: CallGuard },
): void {
  defineCall(app, {
    method: ['GET', 'POST'],
    url: CHAT_START_CHECK_PATH,
    summary:
      "Whether the user's balance covers the minimum chat with this psychic, and the shortfall",
    input: chatStartCheckInputSchema,
    output: chatStartCheckResponseSchema,
    auth: deps.auth,
  }).handle(async (input, { request }) => {
    const [consultant] = await deps.db
      .select({ rate: consultants.pricePerMinuteMinor })
      .from(consultants)
      .where(and(eq(consultants.id, input.consultantId), isNull(consultants.suspendedAt)));
    if (consultant === undefined) throw new CallFailure(404, 'No such psychic.');
    const need = await startRequirement(deps, signedInUser(request).id, consultant.rate);
    const { free, requiredAmount, balance, shortfall } = need;
    return { status: 'success', data: { free, requiredAmount, balance, shortfall } };
  });
}
