import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import {
  consoleEarningsCall,
  consoleFreeSessionsCall,
  consolePayoutMethodSaveCall,
  consolePayoutProfileCall,
  consolePayoutsCall,
  consoleStatementCall,
  type PayoutProfile,
} from '@lumus/contract/earnings/earnings-calls';
import { METHODS_OF_MARKET, PAYOUT_CURRENCY } from '@lumus/contract/earnings/payout-methods';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallUser } from '../../lib/http/call-user';
import { registerCall } from '../../lib/http/register-call';
import { consoleAccountOf } from '../chat/console-suspension';
import type { EarningsDeps } from './register-earnings';
import { consoleEarnings } from './earnings-view';
import { payoutProfiles } from './earnings-tables';
import { payouts } from './earnings-tables';
import { statementDownload, statementOf } from './payout-statement';
import { loadPayouts, payoutOf } from './payout-views';

export const REASON_NOT_PSYCHIC = 'Only a psychic account can see earnings and payouts.';

export function reasonMethodNotForMarket(market: 'IN' | 'DE'): string {
  return market === 'IN'
    ? 'Payouts in India go to an Indian bank account (with IFSC) or a UPI id.'
    : 'Payouts in Germany go to an IBAN.';
}

async function readPayoutProfile(db: Database, consultantId: number): Promise<PayoutProfile> {
  const [row] = await db
    .select()
    .from(payoutProfiles)
    .where(eq(payoutProfiles.consultantId, consultantId));
  const market = row?.market ?? 'IN';
  return {
    market,
    currency: PAYOUT_CURRENCY[market],
    method: row?.method ?? null,
    allowedKinds: [...METHODS_OF_MARKET[market]],
  };
}

/**
 * The psychic's own earnings and payouts. The psychic is always the caller's (a consultant
 * account linked to a psychic); a suspended psychic still sees what they are owed.
 */
export function registerEarningsRoutes(app: FastifyInstance, deps: EarningsDeps): void {
  const { db } = deps;

  async function psychicOf(user: CallUser): Promise<number> {
    const account = user.role === 'user' ? undefined : await consoleAccountOf(db, user.id);
    if (account === undefined) throw new CallFailure(403, REASON_NOT_PSYCHIC);
    return account.id;
  }

  registerCall(app, consoleEarningsCall, async (input, { user }) => {
    const consultantId = await psychicOf(user);
    const period = { from: new Date(input.from), to: new Date(input.to) };
    return consoleEarnings(db, consultantId, period, deps.config);
  });

  registerCall(app, consoleFreeSessionsCall, async ({ accept }, { user }) => {
    const consultantId = await psychicOf(user);
    const now = deps.clock();
    await db
      .insert(payoutProfiles)
      .values({ consultantId, acceptsFreeSessions: accept, updatedAt: now })
      .onConflictDoUpdate({
        target: payoutProfiles.consultantId,
        set: { acceptsFreeSessions: accept, updatedAt: now },
      });
    // The free-chat list filters on the opt-in: drop cached answers so it shows at once.
    notifyCatalogueChange(db);
    return { acceptsFreeSessions: accept };
  });

  registerCall(app, consolePayoutProfileCall, async (_input, { user }) =>
    readPayoutProfile(db, await psychicOf(user)),
  );

  registerCall(app, consolePayoutMethodSaveCall, async ({ method }, { user }) => {
    const consultantId = await psychicOf(user);
    const profile = await readPayoutProfile(db, consultantId);
    if (!profile.allowedKinds.includes(method.kind)) {
      throw new CallFailure(400, reasonMethodNotForMarket(profile.market));
    }
    const now = deps.clock();
    await db
      .insert(payoutProfiles)
      .values({ consultantId, method, updatedAt: now })
      .onConflictDoUpdate({ target: payoutProfiles.consultantId, set: { method, updatedAt: now } });
    return readPayoutProfile(db, consultantId);
  });

  registerCall(app, consolePayoutsCall, async (_input, { user }) => ({
    items: await loadPayouts(db, eq(payouts.consultantId, await psychicOf(user))),
  }));

  registerCall(app, consoleStatementCall, async ({ payoutId, format }, { user }) => {
    const payout = await payoutOf(db, payoutId, await psychicOf(user));
    return statementDownload(await statementOf(db, payout), format);
  });
}
