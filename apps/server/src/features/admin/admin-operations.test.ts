import type { WalletBalanceEvent } from '@lumus/contract/wallet/wallet-events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { REASON_BLOCKED } from '../auth/auth-guard';
import { chatSocket } from '../chat/chat-socket-test-client';
import {
  consultantAccount,
  fund,
  manualClock,
  startChat,
  startChatServer,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import { experiments, experimentVariants } from '../experiments/experiments-tables';
import { insertPendingPayment } from '../payments/payment-test-fixtures';
import { paymentLogs } from '../payments/payment-tables';
import { signedInUser, type TestUser } from '../../test/call-client';
import { readWalletBalance } from '../wallet/wallet-ledger';
import {
  REASON_EURO_CALL_WITHOUT_CHAT,
  REASON_NO_MARKET,
  REASON_PHONE_TAKEN,
} from './admin-consultants';
import { REASON_REFUND_TOO_LARGE } from '../sessions/session-refunds';
import { adminUser, call, consultantForm } from './admin-test-helpers';
import { consoleQueueCall, endChatCall, freeChatCall } from '@lumus/contract/chat/chat-calls';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { consultantProfileCall } from '@lumus/contract/catalogue/consultant-profile';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import {
  adminAuditListCall,
  adminConsultantCreateCall,
  adminConsultantSuspendCall,
  adminConsultantUpdateCall,
  adminExperimentSaveCall,
  adminFreeChatMinutesSaveCall,
  adminOrderGetCall,
  adminOrderRefundCall,
  adminOrdersListCall,
  adminPaymentRecheckCall,
  adminPaymentsListCall,
  adminStaticValueSaveCall,
  adminUserBlockCall,
  adminUsersListCall,
} from '@lumus/contract/admin/admin-calls';

const time = manualClock();

type AuditItem = { action: string; targetId: string; before: unknown; after: unknown };

describe(`admin operations (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let server: ChatServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startChatServer({
      clock: time.clock,
      env: { CHAT_MIN_MINUTES: '1', PLATFORM_SHARE_PERCENT: '30' },
    });
    admin = await adminUser(server.app, server.database.db, '9822200001');
  });
  afterAll(async () => {
    await server.close();
  });

  async function audit(filters: Record<string, unknown>): Promise<AuditItem[]> {
    const response = await call(server.app, admin, adminAuditListCall, filters);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { items: AuditItem[] } }>().data.items;
  }

  async function publicSlugs(): Promise<string[]> {
    const response = await server.app.inject({ url: `${consultantListCall.path}?pageSize=50` });
    return response.json<{ data: { items: { slug: string }[] } }>().data.items.map((i) => i.slug);
  }

  it('creates a psychic whose number signs in to the console, lists, suspends and audits it', async () => {
    const { app } = server;
    expect(await publicSlugs()).toEqual([]);
    const created = await call(app, admin, adminConsultantCreateCall, {
      ...consultantForm({ mobile: '9822200010' }),
      // A form sends lists as comma-separated text.
      categories: 'tarot,love',
    });
    expect(created.statusCode, created.body).toBe(200);
    const psychic = created.json<{ data: { id: number; slug: string } }>().data;
    expect(created.json()).toMatchObject({
      data: {
        slug: 'mira-sterling',
        categories: ['tarot', 'love'],
        platformSharePercent: 25,
        countryCode: '91',
        mobile: '9822200010',
        suspended: false,
      },
    });
    // The list was cached before the change and still shows it at once.
    expect(await publicSlugs()).toEqual([psychic.slug]);

    const consoleUser = await signedInUser(app, '9822200010');
    const queue = await call(app, consoleUser, consoleQueueCall);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toMatchObject({ data: { consultantId: psychic.id } });

    const twin = await call(app, admin, adminConsultantCreateCall, {
      ...consultantForm({ mobile: '9822200010' }),
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ reason: REASON_PHONE_TAKEN });

    const edited = await call(app, admin, adminConsultantUpdateCall, {
      ...consultantForm({ mobile: '9822200010' }),
      id: psychic.id,
      pricePerMinuteMinor: 3000,
    });
    expect(edited.json()).toMatchObject({ data: { pricePerMinuteMinor: 3000 } });

    // Euro prices per psychic (decision 045): set, kept by a form that omits them, removed.
    const euros = await call(app, admin, adminConsultantUpdateCall, {
      ...consultantForm({ mobile: '9822200010' }),
      id: psychic.id,
      pricePerMinuteMinor: 3000,
      eurPricePerMinuteMinor: '149',
      eurCallPricePerMinuteMinor: 199,
    });
    expect(euros.json()).toMatchObject({
      data: { servesInr: true, eurPricePerMinuteMinor: 149, eurCallPricePerMinuteMinor: 199 },
    });
    const euroList = await app.inject({ url: `${consultantListCall.path}?currency=EUR` });
    expect(euroList.json()).toMatchObject({
      data: { items: [{ slug: psychic.slug, pricePerMinuteMinor: 149 }] },
    });
    const kept = await call(app, admin, adminConsultantUpdateCall, {
      ...consultantForm({ mobile: '9822200010' }),
      id: psychic.id,
      pricePerMinuteMinor: 3000,
    });
    expect(kept.json()).toMatchObject({ data: { eurPricePerMinuteMinor: 149 } });
    const bad = await call(app, admin, adminConsultantUpdateCall, {
      ...consultantForm({ mobile: '9822200010' }),
      id: psychic.id,
      eurPricePerMinuteMinor: -5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ reason: 'eurPricePerMinuteMinor must not be negative' });
    const removed = await call(app, admin, adminConsultantUpdateCall, {
      ...consultantForm({ mobile: '9822200010' }),
      id: psychic.id,
      pricePerMinuteMinor: 3000,
      eurPricePerMinuteMinor: '',
    });
    expect(removed.json()).toMatchObject({
      data: { eurPricePerMinuteMinor: null, eurCallPricePerMinuteMinor: null },
    });

    // Per market (decision 052): euro limits in cents, a call price needs a chat price, and a
    // psychic serves at least one market; a refused form changes nothing.
    const form = { ...consultantForm({ mobile: '9822200010' }), id: psychic.id };
    const updates = async () =>
      (await audit({ action: 'consultant.update', targetId: String(psychic.id) })).length;
    const updatesBefore = await updates();
    const refusals: [Record<string, unknown>, string][] = [
      [
        { eurPricePerMinuteMinor: 10_001 },
        'eurPricePerMinuteMinor must be at most 10000 cents (€100 a minute)',
      ],
      [
        { eurPricePerMinuteMinor: 1.5 },
        'eurPricePerMinuteMinor must be a whole number of cents, or empty for none',
      ],
      [{ pricePerMinuteMinor: 100_001 }, 'pricePerMinuteMinor must be at most 100000'],
      [{ eurCallPricePerMinuteMinor: 199 }, REASON_EURO_CALL_WITHOUT_CHAT],
      [{ servesInr: false }, REASON_NO_MARKET],
      [{ servesInr: false, eurPricePerMinuteMinor: null }, REASON_NO_MARKET],
    ];
    for (const [fields, reason] of refusals) {
      const refused = await call(app, admin, adminConsultantUpdateCall, { ...form, ...fields });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json()).toEqual({ status: 'fail', reason });
    }
    expect(await updates()).toBe(updatesBefore);
    // Germany only: out of the rupee list, in the euro list, and the change is in the audit log.
    const germanyOnly = await call(app, admin, adminConsultantUpdateCall, {
      ...form,
      servesInr: false,
      eurPricePerMinuteMinor: 199,
    });
    expect(germanyOnly.json()).toMatchObject({
      data: { servesInr: false, eurPricePerMinuteMinor: 199, eurCallPricePerMinuteMinor: null },
    });
    expect(await publicSlugs()).toEqual([]);
    const euroOnly = await app.inject({ url: `${consultantListCall.path}?currency=EUR` });
    expect(euroOnly.json()).toMatchObject({
      data: { items: [{ slug: psychic.slug, pricePerMinuteMinor: 199 }] },
    });
    const [marketChange] = await audit({
      action: 'consultant.update',
      targetId: String(psychic.id),
    });
    expect(marketChange).toMatchObject({
      before: { servesInr: true, eurPricePerMinuteMinor: null },
      after: { servesInr: false, eurPricePerMinuteMinor: 199 },
    });
    await call(app, admin, adminConsultantUpdateCall, {
      ...form,
      servesInr: true,
      eurPricePerMinuteMinor: null,
    });
    expect(await publicSlugs()).toEqual([psychic.slug]);

    const suspended = await call(app, admin, adminConsultantSuspendCall, {
      id: psychic.id,
      suspended: true,
    });
    expect(suspended.json()).toMatchObject({ data: { suspended: true, status: 'offline' } });
    expect(await publicSlugs()).toEqual([]);
    const profile = await app.inject({ url: `${consultantProfileCall.path}?slug=${psychic.slug}` });
    expect(profile.statusCode).toBe(404);

    const entries = await audit({ targetType: 'consultant', targetId: String(psychic.id) });
    expect(entries.map((entry) => entry.action)).toEqual([
      'consultant.suspend',
      ...Array<string>(6).fill('consultant.update'),
      'consultant.create',
    ]);
    expect(entries[6]).toMatchObject({
      before: { pricePerMinuteMinor: 2500 },
      after: { pricePerMinuteMinor: 3000 },
    });
    expect(entries[7]).toMatchObject({ before: null, after: { slug: 'mira-sterling' } });
    expect(await audit({ action: 'consultant.' })).toHaveLength(8);
  });

  it('refunds part of a chat, then the rest, never more than the charge, each request once', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9822200020', 2000);
    const user = await signedInUser(app, '9822200021');
    await fund(database.db, user.userId, 10_000, 'admin-refund');
    const chatId = await startChat(app, user, psychic);
    time.advance(90);
    await call(app, user, endChatCall, { chatId });
    expect(await readWalletBalance(database.db, user.userId)).toBe(7_000);
    const userSocket = await chatSocket(server.url, user);
    const heard: WalletBalanceEvent[] = [];
    userSocket.on('wallet:balance', (event: WalletBalanceEvent) => heard.push(event));

    const refund = (amount: number, requestId: string) =>
      call(app, admin, adminOrderRefundCall, {
        id: chatId,
        amount,
        reason: 'Psychic left the chat early',
        requestId,
      });
    const first = await refund(1_000, 'refund-first-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: {
        refund: { amount: 1_000 },
        detail: { billing: { refunded: 1_000, refundable: 2_000 } },
      },
    });
    // The same request again (double click, retry) pays nothing more.
    expect((await refund(1_000, 'refund-first-1')).statusCode).toBe(200);
    expect(await readWalletBalance(database.db, user.userId)).toBe(8_000);
    // The psychic keeps their share of what is still paid: 70 % of ₹20.
    const afterFirst = await call(app, admin, adminOrderGetCall, { id: chatId });
    expect(afterFirst.json()).toMatchObject({ data: { order: { consultantEarnings: 1_400 } } });

    const tooMuch = await refund(2_500, 'refund-second');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ status: 'fail', reason: REASON_REFUND_TOO_LARGE });
    const rest = await refund(2_000, 'refund-rest-1');
    expect(rest.statusCode).toBe(200);
    const again = await refund(1, 'refund-more-1');
    expect(again.statusCode).toBe(409);
    expect(await readWalletBalance(database.db, user.userId)).toBe(10_000);
    // Each refund that paid is announced to the user once; the repeat and the refusals are not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    userSocket.disconnect();
    expect(heard.map((event) => event.amount)).toEqual([8_000, 10_000]);

    const detail = await call(app, admin, adminOrderGetCall, { id: chatId });
    const body = detail.json<{
      data: { ledger: { kind: string; amount: number }[]; refunds: { reason: string }[] };
    }>().data;
    expect(body.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['chat_charge', -3_000],
      ['refund', 1_000],
      ['refund', 2_000],
    ]);
    expect(body.refunds).toHaveLength(2);
    expect(detail.json()).toMatchObject({
      data: { order: { consultantEarnings: 0, refunded: true }, billing: { refundable: 0 } },
    });
    const listed = await call(app, admin, adminOrdersListCall, {
      userId: user.userId,
      status: 'ended',
    });
    expect(listed.json()).toMatchObject({
      data: { total: 1, items: [{ id: chatId, refundedAmount: 3_000 }] },
    });
    const refunds = await audit({ action: 'order.refund', targetId: String(chatId) });
    expect(refunds).toHaveLength(2);
    expect(refunds[1]).toMatchObject({
      before: { billing: { refunded: 0 } },
      after: { billing: { refunded: 1_000 }, refund: { reason: 'Psychic left the chat early' } },
    });
  });

  it('blocks a user: their existing token is refused at once, and works again after unblocking', async () => {
    const { app } = server;
    const user = await signedInUser(app, '9822200030');
    expect((await call(app, user, walletBalanceCall)).statusCode).toBe(200);
    const socket = await chatSocket(server.url, user);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const blocked = await call(app, admin, adminUserBlockCall, {
      id: user.userId,
      blocked: true,
      reason: 'Abusive messages',
    });
    expect(blocked.json()).toMatchObject({ data: { user: { blocked: true } } });
    const refused = await call(app, user, walletBalanceCall);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: 'fail', reason: REASON_BLOCKED });
    // The open chat connection is closed by the server, not left until it reconnects.
    expect(await dropped).toBe('io server disconnect');
    await call(app, admin, adminUserBlockCall, { id: user.userId, blocked: false });
    expect((await call(app, user, walletBalanceCall)).statusCode).toBe(200);
    const selfBlock = await call(app, admin, adminUserBlockCall, {
      id: admin.userId,
      blocked: true,
    });
    expect(selfBlock.statusCode).toBe(409);
    const [blockEntry] = await audit({ action: 'user.block', targetId: String(user.userId) });
    expect(blockEntry).toMatchObject({
      before: { blocked: false },
      after: { blocked: true, reason: 'Abusive messages' },
    });
    const found = await call(app, admin, adminUsersListCall, { search: '22200030' });
    expect(found.json()).toMatchObject({ data: { total: 1, items: [{ id: user.userId }] } });
  });

  it('re-checks a pending payment with its gateway and credits it once', async () => {
    const { app, database } = server;
    const user = await signedInUser(app, '9822200040');
    const log = await insertPendingPayment(database.db, {
      userId: user.userId,
      amountMinor: 50_000,
      method: 'test',
      gatewayRef: 'admin-recheck-token',
    });
    const pending = await call(app, admin, adminPaymentRecheckCall, { id: log.id });
    expect(pending.json()).toMatchObject({
      data: { verdict: 'pending', payment: { status: 'pending' } },
    });
    // The user approved on the gateway page, but never came back to complete it.
    await database.db
      .update(paymentLogs)
      .set({ gatewayDecision: 'approved' })
      .where(eq(paymentLogs.id, log.id));
    const paid = await call(app, admin, adminPaymentRecheckCall, { id: log.id });
    expect(paid.json()).toMatchObject({
      data: { verdict: 'paid', payment: { status: 'success' } },
    });
    await call(app, admin, adminPaymentRecheckCall, { id: log.id });
    expect(await readWalletBalance(database.db, user.userId)).toBe(50_000);
    const listed = await call(app, admin, adminPaymentsListCall, { status: 'success' });
    expect(listed.json()).toMatchObject({
      data: { items: [{ id: log.id, gatewayDecision: 'approved' }] },
    });
  });

  it('free-chat minutes come from the admin setting once set, the environment before', async () => {
    const { app } = server;
    const user = await signedInUser(app, '9822200050');
    const before = await call(app, user, freeChatCall);
    expect(before.json()).toMatchObject({ data: { eligible: false, freeMinutes: 0 } });
    const saved = await call(app, admin, adminFreeChatMinutesSaveCall, { minutes: 3 });
    expect(saved.json()).toMatchObject({
      data: { freeChatMinutes: 3, freeChatMinutesFromEnv: false },
    });
    const after = await call(app, user, freeChatCall);
    expect(after.json()).toMatchObject({ data: { eligible: true, freeMinutes: 3 } });

    // Test databases are not seeded: the first save creates the row.
    await call(app, admin, adminStaticValueSaveCall, {
      id: 507,
      value: 'false',
      mode: 'MOBILE',
    });
    const mode = await call(app, admin, adminStaticValueSaveCall, {
      id: 507,
      value: 'true',
      mode: 'EMAIL',
    });
    expect(mode.statusCode).toBe(200);
    const publicValue = await app.inject({ url: '/api/get/static/value?id=507' });
    expect(publicValue.json()).toEqual({ status: 'success', value: 'true', mode: 'EMAIL' });
    const [entry] = await audit({ targetType: 'static_value', targetId: '507' });
    expect(entry).toMatchObject({
      before: { value: 'false', mode: 'MOBILE' },
      after: { value: 'true' },
    });
  });

  it('switches an experiment and sets its weights, refusing unknown variants', async () => {
    const { app, database } = server;
    const [experiment] = await database.db
      .insert(experiments)
      .values({ key: 'admin_test_banner', description: 'Banner copy' })
      .returning({ id: experiments.id });
    if (experiment === undefined) throw new Error('no experiment');
    await database.db.insert(experimentVariants).values([
      { experimentId: experiment.id, key: 'control', weight: 50 },
      { experimentId: experiment.id, key: 'warm', weight: 50 },
    ]);
    const save = (fields: Record<string, unknown>) =>
      call(app, admin, adminExperimentSaveCall, { key: 'admin_test_banner', ...fields });
    const saved = await save({ active: true, variants: [{ key: 'warm', weight: 90 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: {
        experiments: [
          {
            key: 'admin_test_banner',
            active: true,
            variants: [
              { key: 'control', weight: 50 },
              { key: 'warm', weight: 90 },
            ],
          },
        ],
      },
    });
    expect((await save({ active: true, variants: [{ key: 'cold', weight: 1 }] })).statusCode).toBe(
      400,
    );
    const allZero = await save({
      active: true,
      variants: [
        { key: 'control', weight: 0 },
        { key: 'warm', weight: 0 },
      ],
    });
    expect(allZero.statusCode).toBe(400);
    const missing = await call(app, admin, adminExperimentSaveCall, {
      key: 'no_such_test',
      active: false,
      variants: [{ key: 'a', weight: 1 }],
    });
    expect(missing.statusCode).toBe(404);
    const [entry] = await audit({ targetType: 'experiment' });
    expect(entry).toMatchObject({
      action: 'experiment.save',
      before: { variants: [{ key: 'control' }, { key: 'warm', weight: 50 }] },
      after: { variants: [{ key: 'control' }, { key: 'warm', weight: 90 }] },
    });
  });
});
