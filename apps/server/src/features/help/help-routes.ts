import { helpFactsCall } from '@lumus/contract/help/help-facts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import type { PaymentsConfig } from '../payments/payments-env';
import type { ChatConfig } from '../sessions/session-env';
import { readFreeChatMinutes } from '../static-values/free-chat-minutes';

type HelpDeps = Readonly<{
  db: Database;
  chat: Pick<
    ChatConfig,
    'freeChatMinutes' | 'minMinutes' | 'consentSeconds' | 'consoleGraceSeconds' | 'callGraceSeconds'
  >;
  payments: Pick<PaymentsConfig, 'markets'>;
}>;

/**
 * The help centre's figures. The free minutes are the admin's current setting (read per call, as
 * the chat does), the rest the configuration the sessions and payments run on.
 */
export function registerHelpRoutes(app: FastifyInstance, deps: HelpDeps): void {
  registerCall(app, helpFactsCall, async () => {
    const free = await readFreeChatMinutes(deps.db, deps.chat.freeChatMinutes);
    return {
      freeChatMinutes: free.minutes,
      minimumBalanceMinutes: deps.chat.minMinutes,
      freeMinutesConsentSeconds: deps.chat.consentSeconds,
      psychicGraceSeconds: deps.chat.consoleGraceSeconds,
      callGraceSeconds: deps.chat.callGraceSeconds,
      markets: [...deps.payments.markets.markets.values()].map((market) => ({
        country: market.country,
        currency: market.currency,
        taxMode: market.taxMode,
        taxPercent: market.taxBasisPoints / 100,
      })),
    };
  });
}
