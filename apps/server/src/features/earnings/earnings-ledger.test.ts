import { adminOrderRefundCall } from '@lumus/contract/admin/admin-calls';
import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { endChatCall } from '@lumus/contract/chat/chat-calls';
import {
  consoleEarningsCall,
  consoleFreeSessionsCall,
} from '@lumus/contract/earnings/earnings-calls';
import {
  adminFreeCompensationSaveCall,
  adminPayoutMarketSetCall,
} from '@lumus/contract/earnings/payout-admin-calls';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callData, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
  startChat,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import { currencyRates } from '../currency/currency-tables';
import { refundSession, PLATFORM_FAULT_REASON } from '../sessions/session-refunds';
import { chatOrders } from '../sessions/session-tables';
import { earningLines } from './earnings-tables';

async function linesOf(server: ChatServer, consultantId: number) {
  return server.database.db
    .select({
      kind: earningLines.kind,
      amount: earningLines.amountMinor,
      currency: earningLines.currency,
      reason: earningLines.reason,
    })
    .from(earningLines)
    .where(eq(earningLines.consultantId, consultantId))
    .orderBy(asc(earningLines.id));
}

const wholeDay = (now: Date) => ({
  from: new Date(now.getTime() - 86_400_000).toISOString(),
  to: new Date(now.getTime() + 86_400_000).toISOString(),
});

describe(`the earnings ledger (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({
    CHAT_MIN_MINUTES: '1',
    PLATFORM_SHARE_PERCENT: '30',
    FREE_CHAT_MINUTES: '3',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });

  /** A paid chat of `seconds` at `rate` by a user who already had a chat (no free minutes). */
  async function paidChat(psychic: Awaited<ReturnType<typeof consultantAccount>>, mobile: string) {
    const { app, database } = server;
    const user = await signedInUser(app, mobile);
    await fund(database.db, user.userId, 50_000, `earn-${mobile}`);
    // A first short chat uses up any free first chat, so the second is paid from its first second.
    const first = await startChat(app, user, psychic);
    time.advance(1);
    await call(app, user, endChatCall, { chatId: first });
    const chatId = await startChat(app, user, psychic);
    time.advance(90);
    await call(app, user, endChatCall, { chatId });
    return { user, chatId };
  }

  it('keeps "+₹26.25" and adds each refund as its own clawback line with the reason', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9300000001');
    const psychic = await consultantAccount(app, database.db, '9300000002', 2500);
    await callData(app, psychic, consoleFreeSessionsCall, { accept: false });
    const { chatId } = await paidChat(psychic, '9300000003');
    // 90 s at ₹25/min is ₹37.50; 70 % of it is ₹26.25.
    const session = (await linesOf(server, psychic.consultantId)).at(-1);
    expect(session).toEqual({ kind: 'session', amount: 2625, currency: 'INR', reason: null });

    const refund = (amount: number, requestId: string) =>
      call(app, admin, adminOrderRefundCall, {
        id: chatId,
        amount,
        reason: 'Answer was cut off',
        requestId,
      });
    expect((await refund(2000, 'refund-part-1')).statusCode).toBe(200);
    expect((await refund(2000, 'refund-part-1')).statusCode).toBe(200);
    const after = (await linesOf(server, psychic.consultantId)).slice(-2);
    // ₹17.50 still paid: 70 % is ₹12.25, so ₹14.00 comes back, on its own line.
    expect(after).toEqual([
      { kind: 'session', amount: 2625, currency: 'INR', reason: null },
      { kind: 'clawback', amount: -1400, currency: 'INR', reason: 'Answer was cut off' },
    ]);
    await refundSession(database.db, {
      chatId,
      amount: 'rest',
      idempotencyKey: `chat:${chatId}:refund`,
      platformFault: true,
      at: time.clock(),
    });
    const all = (await linesOf(server, psychic.consultantId)).slice(-3);
    expect(all.at(-1)).toEqual({
      kind: 'clawback',
      amount: -1225,
      currency: 'INR',
      reason: PLATFORM_FAULT_REASON,
    });
    const [order] = await database.db.select().from(chatOrders).where(eq(chatOrders.id, chatId));
    expect(order?.consultantEarningsMinor).toBe(0);
    const view = await callData(app, psychic, consoleEarningsCall, wholeDay(time.clock()));
    const own = view.lines.filter((line) => line.sessionId === chatId);
    expect(own.map((line) => line.kind)).toEqual(['clawback', 'clawback', 'session']);
    expect(own.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
  });

  it('pays free minutes at the operator’s rate, only to a psychic who opted in', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9300000011');
    await callData(app, admin, adminFreeCompensationSaveCall, { perMinute: 600 });
    const optedOut = await consultantAccount(app, database.db, '9300000012', 2000);
    await callData(app, optedOut, consoleFreeSessionsCall, { accept: false });
    const optedIn = await consultantAccount(app, database.db, '9300000013', 2000);
    await callData(app, optedIn, consoleFreeSessionsCall, { accept: true });
    const user = await signedInUser(app, '9300000014');

    // A new user with no balance: free with the psychic who opted in, not with the other.
    const check = (consultantId: number) =>
      callData(app, user, chatStartCheckCall, { consultantId, kind: 'chat' });
    expect((await check(optedOut.consultantId)).free).toBe(false);
    expect((await check(optedIn.consultantId)).free).toBe(true);
    expect((await requestChat(app, user, optedOut.consultantId)).statusCode).not.toBe(200);

    const chatId = await startChat(app, user, optedIn);
    time.advance(120);
    expect((await call(app, user, endChatCall, { chatId })).statusCode).toBe(200);
    expect(await linesOf(server, optedIn.consultantId)).toEqual([
      { kind: 'free_compensation', amount: 1200, currency: 'INR', reason: '2:00 free' },
    ]);
    const view = await callData(app, optedIn, consoleEarningsCall, wholeDay(time.clock()));
    expect(view.totals).toEqual([
      {
        currency: 'INR',
        sessions: 0,
        clawbacks: 0,
        freeCompensation: 1200,
        withholding: 0,
        payouts: 0,
        net: 1200,
      },
    ]);
    expect(view.balances).toEqual([{ currency: 'INR', owed: 1200 }]);
    expect(view.acceptsFreeSessions).toBe(true);
    expect(view.freeCompensationPerMinute).toBe(600);
  });

  it('books a psychic paid in euros in euros, fixed when earned', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9300000021');
    const psychic = await consultantAccount(app, database.db, '9300000022', 2500);
    const [eur] = await database.db
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.isoCode, 'EUR'));
    if (eur === undefined) {
      await database.db.insert(currencyRates).values({
        isoCode: 'EUR',
        symbol: '€',
        conversionFactor: 9000,
        countries: ['DE'],
      });
    } else {
      await database.db
        .update(currencyRates)
        .set({ conversionFactor: 9000 })
        .where(eq(currencyRates.isoCode, 'EUR'));
    }
    await callData(app, admin, adminPayoutMarketSetCall, {
      consultantId: psychic.consultantId,
      market: 'DE',
    });
    await paidChat(psychic, '9300000023');
    // ₹26.25 at 90 ₹ per € is €0.29 (rounded down); a later rate does not change it.
    const before = (await linesOf(server, psychic.consultantId)).at(-1);
    expect(before).toEqual({ kind: 'session', amount: 29, currency: 'EUR', reason: null });
    await database.db
      .update(currencyRates)
      .set({ conversionFactor: 4500 })
      .where(eq(currencyRates.isoCode, 'EUR'));
    const view = await callData(app, psychic, consoleEarningsCall, wholeDay(time.clock()));
    expect(view.balances).toContainEqual({ currency: 'EUR', owed: 29 });
    expect(view.market).toBe('DE');
  });

  it('refuses to edit or delete a ledger line', async () => {
    const { db } = server.database;
    await expect(db.update(earningLines).set({ amountMinor: 1 })).rejects.toThrow();
    await expect(db.delete(earningLines)).rejects.toThrow();
  });
});
