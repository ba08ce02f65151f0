import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { consultants } from '../catalogue/catalogue-tables';
import type { SessionDeps } from '../sessions/session-deps';
import { startRequirement } from '../sessions/start-requirement';
import { rateFor } from '../sessions/queue-tokens';
import type { MarketsConfig } from '../markets/markets-env';
import { sessionPricesIn } from '../catalogue/consultant-prices';
import { noPriceReason, sessionCurrencyOf } from '../sessions/session-currency';

export function registerChatStartCheck(
  app: FastifyInstance,
  deps: Pick<SessionDeps, 'db' | 'config'> & Readonly<{ markets: MarketsConfig }>,
): void {
  registerCall(app, chatStartCheckCall, async (input, { user, request }) => {
    const [consultant] = await deps.db
      .select({ acceptsCalls: consultants.acceptsCalls })
      .from(consultants)
      .where(and(eq(consultants.id, input.consultantId), isNull(consultants.suspendedAt)));
    if (consultant === undefined) throw new CallFailure(404, 'No such psychic.');
    const currency = await sessionCurrencyOf(deps.db, deps.markets, user.id, request);
    const prices = await sessionPricesIn(deps.db, input.consultantId, currency);
    if (prices === undefined) throw new CallFailure(409, noPriceReason(currency));
    const need = await startRequirement(deps, user.id, {
      id: input.consultantId,
      rate: rateFor({ ...prices, acceptsCalls: consultant.acceptsCalls }, input.kind),
    });
    const { free, requiredAmount, balance, shortfall, withdrawalWaiverNeeded } = need;
    return { free, requiredAmount, balance, shortfall, withdrawalWaiverNeeded };
  });
}
