import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import {
  REASON_WITHDRAWAL_WAIVER_NEEDED,
  WITHDRAWAL_WAIVER_VERSION,
  withdrawalWaiverCall,
} from '@lumus/contract/legal/withdrawal-waiver';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
} from '../chat/chat-test-fixtures';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { withdrawalRightApplies } from './withdrawal-right';

const RATE = 3000;

describe(`consent to immediate performance before the first paid session (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({ CHAT_MIN_MINUTES: '5' });

  const userIn = async (mobile: string, timeZone: string, countryCode = '91') => {
    const user = await signedInUser(server.app, mobile);
    await server.database.db
      .update(users)
      .set({ timeZone, countryCode })
      .where(eq(users.id, user.userId));
    await fund(server.database.db, user.userId, 50_000, `waiver-${mobile}`);
    return user;
  };
  const ordersOf = async (userId: number) =>
    server.database.db.select().from(chatOrders).where(eq(chatOrders.userId, userId));

  it('refuses a paid chat in Germany until the user agreed, then stores the date and version once', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9640000001', RATE);
    const user = await userIn('9640000002', 'Europe/Berlin');

    const check = await call(app, user, chatStartCheckCall, { consultantId: psychic.consultantId });
    expect(check.json()).toMatchObject({ data: { withdrawalWaiverNeeded: true, shortfall: 0 } });
    const refused = await requestChat(app, user, psychic.consultantId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: REASON_WITHDRAWAL_WAIVER_NEEDED });
    expect(await ordersOf(user.userId)).toEqual([]);

    // Bad input changes nothing.
    const stale = await call(app, user, withdrawalWaiverCall, {
      version: '2020-01-01',
      agreed: true,
    });
    expect(stale.statusCode).toBe(400);
    const unticked = await call(app, user, withdrawalWaiverCall, {
      version: WITHDRAWAL_WAIVER_VERSION,
      agreed: false,
    });
    expect(unticked.statusCode).toBe(400);
    const [before] = await database.db.select().from(users).where(eq(users.id, user.userId));
    expect(before?.withdrawalWaiverAt).toBeNull();

    const agreedAt = time.clock().toISOString();
    const agreed = await call(app, user, withdrawalWaiverCall, {
      version: WITHDRAWAL_WAIVER_VERSION,
      agreed: true,
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toEqual({
      status: 'success',
      data: { agreedAt, version: WITHDRAWAL_WAIVER_VERSION },
    });
    time.advance(60);
    const again = await call(app, user, withdrawalWaiverCall, {
      version: WITHDRAWAL_WAIVER_VERSION,
      agreed: true,
    });
    expect(again.json()).toMatchObject({ data: { agreedAt } });

    const after = await call(app, user, chatStartCheckCall, { consultantId: psychic.consultantId });
    expect(after.json()).toMatchObject({ data: { withdrawalWaiverNeeded: false } });
    const accepted = await requestChat(app, user, psychic.consultantId);
    expect(accepted.statusCode).toBe(200);
    expect(await ordersOf(user.userId)).toHaveLength(1);
  });

  it('asks a German phone number even with an Indian time zone, and nobody in India', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9640000011', RATE);
    const german = await userIn('9640000012', 'Asia/Kolkata', '49');
    const indian = await userIn('9640000013', 'Asia/Kolkata');
    const germanCheck = await call(app, german, chatStartCheckCall, {
      consultantId: psychic.consultantId,
    });
    expect(germanCheck.json()).toMatchObject({ data: { withdrawalWaiverNeeded: true } });
    expect((await requestChat(app, indian, psychic.consultantId)).statusCode).toBe(200);
  });

  it('needs a sign-in to agree', async () => {
    const guest = await call(server.app, null, withdrawalWaiverCall, {
      version: WITHDRAWAL_WAIVER_VERSION,
      agreed: true,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('withdrawalRightApplies', () => {
  it('decides by the euro wallet, the time zone country or the dial code', () => {
    expect(
      withdrawalRightApplies({
        timeZone: 'Europe/Berlin',
        countryCode: '91',
        walletCurrency: null,
      }),
    ).toBe(true);
    expect(
      withdrawalRightApplies({
        timeZone: 'Europe/Vienna',
        countryCode: null,
        walletCurrency: null,
      }),
    ).toBe(true);
    expect(
      withdrawalRightApplies({ timeZone: 'Asia/Kolkata', countryCode: '33', walletCurrency: null }),
    ).toBe(true);
    expect(
      withdrawalRightApplies({ timeZone: 'Asia/Kolkata', countryCode: '91', walletCurrency: null }),
    ).toBe(false);
    expect(
      withdrawalRightApplies({
        timeZone: 'Europe/London',
        countryCode: '44',
        walletCurrency: null,
      }),
    ).toBe(false);
    expect(
      withdrawalRightApplies({ timeZone: null, countryCode: null, walletCurrency: null }),
    ).toBe(false);
    // A euro wallet is an EU market's, wherever the phone is set to.
    expect(
      withdrawalRightApplies({
        timeZone: 'Asia/Kolkata',
        countryCode: '91',
        walletCurrency: 'EUR',
      }),
    ).toBe(true);
    expect(
      withdrawalRightApplies({
        timeZone: 'Asia/Kolkata',
        countryCode: '91',
        walletCurrency: 'INR',
      }),
    ).toBe(false);
  });
});
