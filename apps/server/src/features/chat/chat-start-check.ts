import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { consultants } from '../catalogue/catalogue-tables';
import type { SessionDeps } from '../sessions/session-deps';
import { startRequirement } from '../sessions/start-requirement';
import { rateFor } from '../sessions/queue-tokens';

export function registerChatStartCheck(
  app: FastifyInstance,
  deps: Pick<SessionDeps, 'db' | 'config'>,
): void {
  registerCall(app, chatStartCheckCall, async (input, { user }) => {
    const [consultant] = await deps.db
      .select({
        chatRate: consultants.pricePerMinuteMinor,
        callRate: consultants.callPricePerMinuteMinor,
        acceptsCalls: consultants.acceptsCalls,
      })
      .from(consultants)
      .where(and(eq(consultants.id, input.consultantId), isNull(consultants.suspendedAt)));
    if (consultant === undefined) throw new CallFailure(404, 'No such psychic.');
    const need = await startRequirement(deps, user.id, {
      id: input.consultantId,
      rate: rateFor(consultant, input.kind),
    });
    const { free, requiredAmount, balance, shortfall } = need;
    return { free, requiredAmount, balance, shortfall };
  });
}
