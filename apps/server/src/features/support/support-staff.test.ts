import { adminAuditListCall } from '@lumus/contract/admin/admin-calls';
import { endChatCall } from '@lumus/contract/chat/chat-calls';
import {
  adminStaffAddCall,
  adminStaffListCall,
  adminStaffRemoveCall,
} from '@lumus/contract/staff/staff-calls';
import type { SupportStatusEvent } from '@lumus/contract/support/support';
import {
  adminSupportFiguresCall,
  adminSupportGetCall,
  adminSupportGoodwillCall,
  adminSupportListCall,
  adminSupportRefundCall,
  adminSupportReplyCall,
  adminSupportStatusCall,
} from '@lumus/contract/support/support-admin-calls';
import { supportCreateCall } from '@lumus/contract/support/support-calls';
import { walletTransactionsCall } from '@lumus/contract/wallet/wallet-transactions';
import type { WalletBalanceEvent } from '@lumus/contract/wallet/wallet-events';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { REASON_ONLY_AGENTS_REMOVED } from '../admin/admin-staff-routes';
import { adminUser } from '../admin/admin-test-helpers';
import { grantAdmin, REASON_PSYCHIC_NOT_AGENT } from '../admin/grant-admin';
import { chatSocket } from '../chat/chat-socket-test-client';
import { chatServerPerSuite, consultantAccount, fund, startChat } from '../chat/chat-test-fixtures';
import { readWalletBalance } from '../wallet/wallet-ledger';
import {
  REASON_NO_WALLET_CURRENCY,
  REASON_NOT_ABOUT_SESSION,
  reasonOverGoodwillLimit,
} from './support-money';
import { supportCredits } from './support-tables';
import { walletEntries, wallets } from '../wallet/wallet-tables';
import { deleteAccountCall } from '@lumus/contract/legal/my-data';
import { eq } from 'drizzle-orm';

const GOODWILL_LIMIT = 1_000;
const GOODWILL_LIMIT_EUR = 500;

describe(`support staff: agents, refunds, goodwill, figures (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  // The rupee limit under its first name, which keeps working; the euro one of its own.
  const { server, time } = chatServerPerSuite({
    SUPPORT_GOODWILL_LIMIT: String(GOODWILL_LIMIT),
    SUPPORT_GOODWILL_LIMIT_EUR: String(GOODWILL_LIMIT_EUR),
  });
  let admin: TestUser;
  let agent: TestUser;
  let asha: TestUser;
  let psychic: TestUser & { consultantId: number };
  let chatId: number;
  let conversationId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const { app, database } = server;
    admin = await adminUser(app, database.db, '9876570001');
    asha = await signedInUser(app, '9876570002');
    psychic = await consultantAccount(app, database.db, '9876570003', 2_000);
    await fund(database.db, asha.userId, 10_000, `support-staff-${asha.userId}`);
    // Asha's money came from a rupee top-up, which fixes the wallet's currency (decision 045).
    await database.db
      .update(wallets)
      .set({ currency: 'INR' })
      .where(eq(wallets.userId, asha.userId));
    chatId = await startChat(app, asha, psychic);
    time.advance(90);
    expect((await call(app, asha, endChatCall, { chatId })).statusCode).toBe(200);
    expect(await readWalletBalance(database.db, asha.userId)).toBe(7_000);
    const thread = await callData(app, asha, supportCreateCall, {
      reason: 'charged_wrongly',
      text: 'The psychic left after a minute and I paid for ninety seconds.',
      chatOrderId: chatId,
    });
    conversationId = thread.conversation.id;
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('an admin adds a support agent by phone, lists and removes them; psychics and admins stay as they are', async () => {
    const { app } = server;
    const added = await callData(app, admin, adminStaffAddCall, {
      countryCode: '+91',
      mobile: '98765 70004',
      name: 'Riya from Support',
    });
    expect(added.items).toContainEqual(
      expect.objectContaining({ name: 'Riya from Support', mobile: '9876570004', role: 'support' }),
    );
    agent = await signedInUser(app, '9876570004');

    const psychicAsAgent = await call(app, admin, adminStaffAddCall, {
      countryCode: '91',
      mobile: '9876570003',
      name: 'Psychic',
    });
    expect(psychicAsAgent.statusCode).toBe(409);
    expect(psychicAsAgent.json()).toMatchObject({ reason: REASON_PSYCHIC_NOT_AGENT });
    const adminAsAgent = await callData(app, admin, adminStaffAddCall, {
      countryCode: '91',
      mobile: '9876570001',
      name: 'Test Operator',
    });
    expect(adminAsAgent.items).toContainEqual(
      expect.objectContaining({ id: admin.userId, role: 'admin' }),
    );
    const removeAdmin = await call(app, admin, adminStaffRemoveCall, { userId: admin.userId });
    expect(removeAdmin.statusCode).toBe(409);
    expect(removeAdmin.json()).toMatchObject({ reason: REASON_ONLY_AGENTS_REMOVED });

    // The agent works the inbox but may not manage the team.
    expect((await call(app, agent, adminSupportListCall)).statusCode).toBe(200);
    expect((await call(app, agent, adminStaffListCall)).statusCode).toBe(403);

    const temp = await grantAdmin(
      server.database.db,
      { countryCode: '91', mobile: '9876570005', name: 'Temp Agent' },
      'support',
    );
    const removed = await callData(app, admin, adminStaffRemoveCall, { userId: temp.userId });
    expect(removed.items.map((member) => member.id)).not.toContain(temp.userId);
    const tempUser = await signedInUser(app, '9876570005');
    expect((await call(app, tempUser, adminSupportListCall)).statusCode).toBe(403);
  });

  it('an agent refunds part of the linked session once per request, never more than was paid', async () => {
    const { app, database } = server;
    const refund = (amount: number, requestId: string) =>
      call(app, agent, adminSupportRefundCall, {
        conversationId,
        amount,
        reason: 'The psychic left early',
        requestId,
      });
    const [first, again] = await Promise.all([
      refund(1_000, 'sr-000001'),
      refund(1_000, 'sr-000001'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(await readWalletBalance(database.db, asha.userId)).toBe(8_000);
    const tooMuch = await refund(2_500, 'sr-000002');
    expect(tooMuch.statusCode).toBe(409);
    expect(await readWalletBalance(database.db, asha.userId)).toBe(8_000);
    const detail = await callData(app, agent, adminSupportGetCall, { conversationId });
    expect(detail.linkedOrder?.billing).toMatchObject({ refunded: 1_000, refundable: 2_000 });
    expect(detail.recentLedger[0]).toMatchObject({ kind: 'refund', amount: 1_000 });

    const unlinked = await callData(app, asha, supportCreateCall, {
      reason: 'other',
      text: 'A question about my account.',
    });
    const noSession = await call(app, agent, adminSupportRefundCall, {
      conversationId: unlinked.conversation.id,
      amount: 100,
      reason: 'Nothing to refund',
      requestId: 'sr-000003',
    });
    expect(noSession.statusCode).toBe(409);
    expect(noSession.json()).toMatchObject({ reason: REASON_NOT_ABOUT_SESSION });
  });

  it('goodwill credits land in the ledger as their own kind, within the limit per conversation, even at once', async () => {
    const { app, database } = server;
    const socket = await chatSocket(server.url, asha);
    sockets.push(socket);
    const balances: number[] = [];
    socket.on('wallet:balance', (event: WalletBalanceEvent) => balances.push(event.amount));
    const credit = (amount: number, requestId: string) =>
      call(app, agent, adminSupportGoodwillCall, {
        conversationId,
        amount,
        reason: 'Sorry for the trouble',
        requestId,
      });
    const ids = ['gw-000001', 'gw-000002'];
    const answers = await Promise.all(ids.map((id) => credit(600, id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      reason: reasonOverGoodwillLimit(400, GOODWILL_LIMIT, 'INR'),
    });
    expect(reasonOverGoodwillLimit(400, GOODWILL_LIMIT, 'INR')).toContain('₹4.00 of ₹10.00');
    expect(await readWalletBalance(database.db, asha.userId)).toBe(8_600);
    // Sending the credit that went through again pays nothing twice.
    const requestId = ids[answers.findIndex((answer) => answer.statusCode === 200)] ?? '';
    expect((await credit(600, requestId)).statusCode).toBe(200);
    expect(await readWalletBalance(database.db, asha.userId)).toBe(8_600);
    expect((await credit(400, 'gw-000003')).statusCode).toBe(200);
    expect(await readWalletBalance(database.db, asha.userId)).toBe(9_000);

    const detail = await callData(app, agent, adminSupportGetCall, { conversationId });
    expect(detail.goodwill).toMatchObject({ currency: 'INR', limit: GOODWILL_LIMIT, left: 0 });
    expect(detail.goodwill.credits.map((c) => c.amount)).toEqual([400, 600]);
    expect(detail.goodwill.credits[0]).toMatchObject({ staffName: 'Riya from Support' });
    const ledger = await callData(app, asha, walletTransactionsCall);
    expect(ledger.items.filter((item) => item.kind === 'goodwill').map((i) => i.amount)).toEqual([
      400, 600,
    ]);
    await expect.poll(() => balances.at(-1)).toBe(9_000);

    const audit = await callData(app, admin, adminAuditListCall, { action: 'support.goodwill' });
    expect(audit.items).toHaveLength(2);
    expect(audit.items[0]).toMatchObject({ adminUserId: agent.userId });
  });

  it('a resolve reaches the user live, and the figures count it', async () => {
    const { app } = server;
    const socket = await chatSocket(server.url, asha);
    sockets.push(socket);
    const heard = new Promise<SupportStatusEvent>((resolve) => {
      socket.once('support:status', resolve);
    });
    time.advance(120);
    await callData(app, agent, adminSupportReplyCall, {
      conversationId,
      text: 'We refunded ten rupees and added a little credit.',
    });
    time.advance(600);
    await callData(app, agent, adminSupportStatusCall, { conversationId, status: 'resolved' });
    expect(await heard).toEqual({ conversation: { id: conversationId, status: 'resolved' } });

    const figures = await callData(app, agent, adminSupportFiguresCall);
    expect(figures).toMatchObject({ days: 7, open: 1, waitingForTeam: 1 });
    // Created at the suite's start; answered 120 s later (the clock moved 90 s before it opened).
    expect(figures.medianFirstResponseSeconds).toBe(120);
    expect(figures.medianResolveSeconds).toBe(720);
  });

  it('a user who got goodwill can still delete their account; the ledger keeps the money', async () => {
    const { app, database } = server;
    const deleted = await call(app, asha, deleteAccountCall, { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const credits = await database.db
      .select()
      .from(supportCredits)
      .where(eq(supportCredits.conversationId, conversationId));
    expect(credits).toEqual([]);
    const kept = await database.db
      .select({ kind: walletEntries.kind })
      .from(walletEntries)
      .where(eq(walletEntries.userId, asha.userId));
    expect(kept.map((entry) => entry.kind)).toContain('goodwill');
  });

  it("goodwill follows the wallet's currency: the euro limit in cents, none without a currency", async () => {
    const { app, database } = server;
    const ask = async (user: TestUser) =>
      (
        await callData(app, user, supportCreateCall, {
          reason: 'other',
          text: 'The app froze during my reading.',
        })
      ).conversation.id;
    const credit = (id: number, amount: number, requestId: string) =>
      call(app, agent, adminSupportGoodwillCall, {
        conversationId: id,
        amount,
        reason: 'Sorry for the trouble',
        requestId,
      });

    // Lena's wallet is in euros: the limit is €5.00 (500 cents), and she gets cents.
    const lena = await signedInUser(app, '9876570010');
    await fund(database.db, lena.userId, 1_000, `support-staff-${lena.userId}`);
    await database.db
      .update(wallets)
      .set({ currency: 'EUR' })
      .where(eq(wallets.userId, lena.userId));
    const lenaThread = await ask(lena);
    const fresh = await callData(app, agent, adminSupportGetCall, { conversationId: lenaThread });
    expect(fresh.goodwill).toMatchObject({ currency: 'EUR', limit: GOODWILL_LIMIT_EUR, left: 500 });
    // 600 would be within the rupee limit (1,000 paise), not within the euro one.
    const over = await credit(lenaThread, 600, 'gw-eur-0001');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      status: 'fail',
      reason: reasonOverGoodwillLimit(500, GOODWILL_LIMIT_EUR, 'EUR'),
    });
    expect((await credit(lenaThread, 500, 'gw-eur-0002')).statusCode).toBe(200);
    expect(await readWalletBalance(database.db, lena.userId)).toBe(1_500);
    const used = await callData(app, agent, adminSupportGetCall, { conversationId: lenaThread });
    expect(used.goodwill).toMatchObject({ currency: 'EUR', left: 0 });
    const [entry] = await callData(app, admin, adminAuditListCall, {
      action: 'support.goodwill',
      targetId: String(lenaThread),
    }).then((page) => page.items);
    expect(entry).toMatchObject({ after: { currency: 'EUR', amount: 500 } });

    // Ravi never topped up: no currency to give goodwill in, and nothing moves.
    const ravi = await signedInUser(app, '9876570011');
    const raviThread = await ask(ravi);
    const none = await callData(app, agent, adminSupportGetCall, { conversationId: raviThread });
    expect(none.goodwill).toMatchObject({ currency: null, limit: 0, left: 0 });
    const refused = await credit(raviThread, 100, 'gw-none-001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 'fail', reason: REASON_NO_WALLET_CURRENCY });
    expect(await readWalletBalance(database.db, ravi.userId)).toBe(0);
  });
});
