import {
  adminConsultantCreateCall,
  adminConsultantUpdateCall,
} from '@lumus/contract/admin/admin-calls';
import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { orderMessagesCall, waitlistCall } from '@lumus/contract/chat/chat-calls';
import { consultantByIdCall } from '@lumus/contract/catalogue/consultant-by-id';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import {
  consoleCallSettingsCall,
  iceConfigCall,
  setConsoleCallsCall,
} from '@lumus/contract/voice-call/call-calls';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callData, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser, consultantForm } from '../admin/admin-test-helpers';
import { consultants } from '../catalogue/catalogue-tables';
import { chatServerPerSuite, fund } from '../chat/chat-test-fixtures';
import { REASON_NO_CALLS } from '../sessions/queue-tokens';
import { REASON_NO_CALL_PRICE } from './call-routes';
import { callPsychic, requestCall, startCall } from './call-test-fixtures';

const SECRET = 'a-turn-secret-of-some-length';
const label = TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL';

describe(`ICE config of a call (${label})`, () => {
  const { server, time } = chatServerPerSuite({
    OTP_SENDS_PER_IP_PER_HOUR: '100',
    STUN_URLS: 'stun:stun.example.org:3478, stun:stun2.example.org',
    TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
    TURN_SECRET: SECRET,
    TURN_CREDENTIAL_TTL_SECONDS: '600',
    ICE_TRANSPORT_POLICY: 'relay',
  });

  it('gives each party TURN credentials for this call that coturn can verify; strangers 403', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000201', { chatRate: 1000, callRate: 1500 });
    const user = await signedInUser(app, '9500000201');
    const stranger = await signedInUser(app, '9500000202');
    await fund(db, user.userId, 20_000, 'cr1');
    const chatId = await startCall(app, user, psychic);
    const expiry = Math.floor(time.clock().getTime() / 1000) + 600;
    for (const [who, side] of [
      [user, 'user'],
      [psychic, 'consultant'],
    ] as const) {
      const config = await callData(app, who, iceConfigCall, { chatId });
      const username = `${expiry}:${chatId}-${side}`;
      expect(config).toEqual({
        iceServers: [
          { urls: ['stun:stun.example.org:3478', 'stun:stun2.example.org'] },
          {
            urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
            username,
            credential: createHmac('sha1', SECRET).update(username).digest('base64'),
          },
        ],
        iceTransportPolicy: 'relay',
        expiresAt: new Date(expiry * 1000).toISOString(),
      });
    }
    expect((await call(app, stranger, iceConfigCall, { chatId })).statusCode).toBe(403);
    expect((await call(app, null, iceConfigCall, { chatId })).statusCode).toBe(401);
    expect((await call(app, user, iceConfigCall, { chatId: 999_999 })).statusCode).toBe(404);
  });
});

describe(`calls without ICE servers, call requests and the console switch (${label})`, () => {
  const { server } = chatServerPerSuite({
    OTP_SENDS_PER_IP_PER_HOUR: '100',
    CHAT_MIN_MINUTES: '5',
  });

  it('has no ICE servers without configuration', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000301', { chatRate: 1000, callRate: 1500 });
    const user = await signedInUser(app, '9500000301');
    await fund(db, user.userId, 20_000, 'cr2');
    const chatId = await startCall(app, user, psychic);
    expect(await callData(app, psychic, iceConfigCall, { chatId })).toEqual({
      iceServers: [],
      iceTransportPolicy: 'all',
      expiresAt: null,
    });
    // A call has no transcript.
    expect(await callData(app, user, orderMessagesCall, { chatId })).toEqual({ messages: [] });
  });

  it('freezes the call price, checks the balance at it and refuses a psychic not taking calls', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000302', { chatRate: 1000, callRate: 1400 });
    const off = await callPsychic(app, db, '9400000303', {
      chatRate: 1000,
      callRate: 1400,
      acceptsCalls: false,
    });
    const noPrice = await callPsychic(app, db, '9400000304', { chatRate: 1000, callRate: null });
    const user = await signedInUser(app, '9500000302');
    // Five minutes of chat (₹50) but not of a call (₹70).
    await fund(db, user.userId, 5_000, 'cr3');

    const check = (consultantId: number, kind: 'chat' | 'call') =>
      call(app, user, chatStartCheckCall, { consultantId, kind });
    expect((await check(psychic.consultantId, 'chat')).json()).toMatchObject({
      data: { requiredAmount: 5_000, shortfall: 0 },
    });
    expect((await check(psychic.consultantId, 'call')).json()).toMatchObject({
      data: { requiredAmount: 7_000, balance: 5_000, shortfall: 2_000 },
    });
    expect((await check(off.consultantId, 'call')).statusCode).toBe(409);

    const short = await requestCall(app, user, psychic.consultantId);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ data: { requiredAmount: 7_000, shortfall: 2_000 } });
    for (const refused of [off, noPrice]) {
      const answer = await requestCall(app, user, refused.consultantId);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ reason: REASON_NO_CALLS });
    }

    await fund(db, user.userId, 2_000, 'cr4');
    const token = await requestCall(app, user, psychic.consultantId);
    expect(token.statusCode).toBe(200);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    // A later change of price does not touch the request.
    await db
      .update(consultants)
      .set({ callPricePerMinuteMinor: 9_900 })
      .where(eq(consultants.id, psychic.consultantId));
    expect(await callData(app, user, waitlistCall, { chatId })).toMatchObject({
      order: { kind: 'call', ratePerMinute: 1400, status: 'queued' },
    });
  });

  it('lets only a psychic with a call price switch calls, and the public card follows', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000305', {
      chatRate: 1000,
      callRate: 1300,
      acceptsCalls: false,
    });
    const unpriced = await callPsychic(app, db, '9400000306', { chatRate: 1000, callRate: null });
    const user = await signedInUser(app, '9500000305');

    expect((await call(app, user, consoleCallSettingsCall)).statusCode).toBe(403);
    expect((await call(app, user, setConsoleCallsCall, { acceptsCalls: true })).statusCode).toBe(
      403,
    );
    const refused = await call(app, unpriced, setConsoleCallsCall, { acceptsCalls: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: REASON_NO_CALL_PRICE });
    expect(await callData(app, unpriced, consoleCallSettingsCall)).toEqual({
      callPricePerMinuteMinor: null,
      acceptsCalls: false,
    });

    const card = async () =>
      (await callData(app, null, consultantByIdCall, { consultantId: psychic.consultantId }))
        .callPricePerMinuteMinor;
    const listed = async () => {
      const page = await callData(app, null, consultantListCall, { search: 'Psychic 9400000305' });
      return page.items.find((item) => item.id === psychic.consultantId)?.callPricePerMinuteMinor;
    };
    expect(await card()).toBeNull();
    expect(await listed()).toBeNull();
    expect(await callData(app, psychic, setConsoleCallsCall, { acceptsCalls: true })).toEqual({
      callPricePerMinuteMinor: 1300,
      acceptsCalls: true,
    });
    expect(await card()).toBe(1300);
    expect(await listed()).toBe(1300);
    expect(await callData(app, psychic, consoleCallSettingsCall)).toEqual({
      callPricePerMinuteMinor: 1300,
      acceptsCalls: true,
    });
    await callData(app, psychic, setConsoleCallsCall, { acceptsCalls: false });
    expect(await card()).toBeNull();
    expect(await listed()).toBeNull();
  });

  it('switches calls off when the operator clears the call price', async () => {
    const { app, database } = server;
    const db = database.db;
    const admin = await adminUser(app, db, '9822200901');
    const created = await call(app, admin, adminConsultantCreateCall, {
      ...consultantForm({ mobile: '9822200902', displayName: 'Call Tester' }),
      callPricePerMinuteMinor: 3000,
    });
    expect(created.json()).toMatchObject({
      data: { callPricePerMinuteMinor: 3000, acceptsCalls: false },
    });
    const id = created.json<{ data: { id: number } }>().data.id;
    await db.update(consultants).set({ acceptsCalls: true }).where(eq(consultants.id, id));
    const edited = await call(app, admin, adminConsultantUpdateCall, {
      ...consultantForm({ mobile: '9822200902', displayName: 'Call Tester' }),
      id,
      callPricePerMinuteMinor: '',
    });
    expect(edited.json()).toMatchObject({
      data: { callPricePerMinuteMinor: null, acceptsCalls: false },
    });
  });
});
