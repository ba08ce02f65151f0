import { adminAuditListCall } from '@lumus/contract/admin/admin-calls';
import { REASON_STAFF_ONLY } from '@lumus/contract/admin/admin-paths';
import type { SupportMessageEvent } from '@lumus/contract/support/support';
import {
  adminSupportAssignCall,
  adminSupportGetCall,
  adminSupportListCall,
  adminSupportNoteCall,
  adminSupportReplyCall,
  adminSupportStatusCall,
} from '@lumus/contract/support/support-admin-calls';
import {
  supportCreateCall,
  supportGetCall,
  supportListCall,
  supportSendCall,
} from '@lumus/contract/support/support-calls';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { adminUser } from '../admin/admin-test-helpers';
import { chatSocket } from '../chat/chat-socket-test-client';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
} from '../chat/chat-test-fixtures';
import { insertPendingPayment } from '../payments/payment-test-fixtures';
import { nextSupportEvent } from './support-test-helpers';

describe('support conversations', () => {
  const { server } = chatServerPerSuite();
  let asha: TestUser;
  let mallory: TestUser;
  let admin: TestUser;
  let ashasChatId: number;
  let ashasPaymentId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const { app, database } = server;
    asha = await signedInUser(app, '9876560001');
    mallory = await signedInUser(app, '9876560002');
    admin = await adminUser(app, database.db, '9876560003');
    const psychic = await consultantAccount(app, database.db, '9876560004', 1000);
    await fund(database.db, asha.userId, 100_000, `support-${asha.userId}`);
    const request = await requestChat(app, asha, psychic.consultantId);
    expect(request.statusCode, request.body).toBe(200);
    ashasChatId = request.json<{ data: { order: { id: number } } }>().data.order.id;
    const payment = await insertPendingPayment(database.db, {
      userId: asha.userId,
      amountMinor: 50_000,
      gatewayRef: 'support-test-ref',
    });
    ashasPaymentId = payment.id;
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  async function open(user: TestUser, fields: Record<string, unknown>) {
    return callData(server.app, user, supportCreateCall, {
      reason: 'session_cut_off',
      text: 'My chat stopped after two minutes.',
      ...fields,
    });
  }

  it('opens a conversation linked to the user’s own order and lists it', async () => {
    const thread = await open(asha, { chatOrderId: ashasChatId });
    expect(thread.conversation).toMatchObject({
      reason: 'session_cut_off',
      status: 'open',
      chatOrderId: ashasChatId,
      paymentLogId: null,
    });
    expect(thread.messages.map((m) => [m.author, m.text])).toEqual([
      ['user', 'My chat stopped after two minutes.'],
    ]);
    const listed = await callData(server.app, asha, supportListCall, {});
    expect(listed.items.map((c) => c.id)).toContain(thread.conversation.id);
    const strangers = await callData(server.app, mallory, supportListCall, {});
    expect(strangers.items).toEqual([]);
  });

  it("refuses to link another user's order or payment (404), storing nothing", async () => {
    for (const link of [{ chatOrderId: ashasChatId }, { paymentLogId: ashasPaymentId }]) {
      const response = await call(server.app, mallory, supportCreateCall, {
        reason: 'charged_wrongly',
        text: 'Refund me',
        ...link,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<{ reason: string }>().reason).toMatch(/^No (order|payment) with id/);
    }
    expect((await callData(server.app, mallory, supportListCall, {})).items).toEqual([]);
    const own = await open(asha, { paymentLogId: ashasPaymentId, reason: 'payment_not_credited' });
    expect(own.conversation.paymentLogId).toBe(ashasPaymentId);
  });

  it("refuses another user's conversation as not there (404), changing nothing", async () => {
    const thread = await open(asha, {});
    const id = thread.conversation.id;
    const read = await call(server.app, mallory, supportGetCall, { conversationId: id });
    expect(read.statusCode).toBe(404);
    const write = await call(server.app, mallory, supportSendCall, {
      conversationId: id,
      text: 'I am Asha',
    });
    expect(write.statusCode).toBe(404);
    const after = await callData(server.app, asha, supportGetCall, { conversationId: id });
    expect(after.messages).toHaveLength(1);
  });

  it('answers bad input with 400 and a reason', async () => {
    const cases: Record<string, unknown>[] = [
      { reason: 'rude', text: 'x' },
      { reason: 'other', text: '   ' },
      { reason: 'other', text: 'x'.repeat(2001) },
      { reason: 'other', text: 'x', chatOrderId: -3 },
    ];
    for (const fields of cases) {
      const response = await call(server.app, asha, supportCreateCall, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<{ reason: string }>().reason.length).toBeGreaterThan(3);
    }
    const signedOut = await call(server.app, null, supportListCall, {});
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses the staff calls to a user (403)', async () => {
    const thread = await open(asha, {});
    const conversationId = thread.conversation.id;
    const staffCalls = [
      [adminSupportListCall, {}],
      [adminSupportGetCall, { conversationId }],
      [adminSupportReplyCall, { conversationId, text: 'Sorted' }],
      [adminSupportNoteCall, { conversationId, text: 'Sorted' }],
      [adminSupportAssignCall, { conversationId }],
      [adminSupportStatusCall, { conversationId, status: 'resolved' }],
    ] as const;
    for (const [target, fields] of staffCalls) {
      const response = await call(server.app, asha, target, fields);
      expect(response.statusCode, target.path).toBe(403);
      expect(response.json()).toEqual({ status: 'fail', reason: REASON_STAFF_ONLY });
    }
  });

  it('delivers a staff reply live to the user, never a note; all of it audited', async () => {
    const thread = await open(asha, { chatOrderId: ashasChatId, reason: 'charged_wrongly' });
    const conversationId = thread.conversation.id;
    const ashaSocket = await chatSocket(server.url, asha);
    const staffSocket = await chatSocket(server.url, admin);
    sockets.push(ashaSocket, staffSocket);
    const seenByAsha: SupportMessageEvent[] = [];
    ashaSocket.on('support:message', (event: SupportMessageEvent) => {
      seenByAsha.push(event);
    });

    const staffHearsAsha = nextSupportEvent(staffSocket);
    await callData(server.app, asha, supportSendCall, { conversationId, text: 'Any news?' });
    expect((await staffHearsAsha).message).toMatchObject({ author: 'user', text: 'Any news?' });

    const inbox = await callData(server.app, admin, adminSupportListCall, {
      reason: 'charged_wrongly',
    });
    const row = inbox.items.find((item) => item.id === conversationId);
    expect(row).toMatchObject({ unread: true, userId: asha.userId, assignedTo: null });

    const staffHearsNote = nextSupportEvent(staffSocket);
    await callData(server.app, admin, adminSupportNoteCall, {
      conversationId,
      text: 'Checked the billing: charged for 3 minutes.',
    });
    expect((await staffHearsNote).message.internal).toBe(true);

    const ashaHearsReply = nextSupportEvent(ashaSocket);
    const detail = await callData(server.app, admin, adminSupportReplyCall, {
      conversationId,
      text: 'We are looking into it.',
    });
    const reply = await ashaHearsReply;
    expect(reply.message).toMatchObject({
      author: 'staff',
      authorName: 'Test',
      text: 'We are looking into it.',
      internal: false,
    });
    expect(reply.conversation).toEqual({ id: conversationId, status: 'waiting_for_user' });
    expect(seenByAsha.every((event) => !event.message.internal)).toBe(true);

    expect(detail.conversation.status).toBe('waiting_for_user');
    expect(detail.conversation.firstResponseAt).not.toBeNull();
    expect(detail.linkedOrder?.order.id).toBe(ashasChatId);
    expect(detail.recentOrders.map((order) => order.id)).toContain(ashasChatId);
    expect(detail.recentPayments.map((payment) => payment.id)).toContain(ashasPaymentId);
    expect(detail.messages.filter((m) => m.internal)).toHaveLength(1);

    const ashasView = await callData(server.app, asha, supportGetCall, { conversationId });
    expect(ashasView.messages.map((m) => m.text)).toEqual([
      'My chat stopped after two minutes.',
      'Any news?',
      'We are looking into it.',
    ]);
    expect(JSON.stringify(ashasView)).not.toContain('Checked the billing');

    const assigned = await callData(server.app, admin, adminSupportAssignCall, { conversationId });
    expect(assigned.conversation.assignedTo?.id).toBe(admin.userId);
    const mine = await callData(server.app, admin, adminSupportListCall, { mine: true });
    expect(mine.items.map((item) => item.id)).toEqual([conversationId]);

    const resolved = await callData(server.app, admin, adminSupportStatusCall, {
      conversationId,
      status: 'resolved',
    });
    expect(resolved.conversation.status).toBe('resolved');
    expect(resolved.conversation.resolvedAt).not.toBeNull();
    const unresolvedInbox = await callData(server.app, admin, adminSupportListCall, {});
    expect(unresolvedInbox.items.map((item) => item.id)).not.toContain(conversationId);
    const reopened = await callData(server.app, admin, adminSupportStatusCall, {
      conversationId,
      status: 'open',
    });
    expect(reopened.conversation).toMatchObject({ status: 'open', resolvedAt: null });

    const audit = await callData(server.app, admin, adminAuditListCall, {
      targetType: 'support_conversation',
      targetId: String(conversationId),
    });
    expect(audit.items.map((entry) => entry.action).reverse()).toEqual([
      'support.note',
      'support.reply',
      'support.assign',
      'support.resolve',
      'support.reopen',
    ]);
  });

  it('lists unread conversations first, then the oldest', async () => {
    const older = await open(asha, { reason: 'psychic_conduct' });
    const newer = await open(asha, { reason: 'psychic_conduct' });
    await callData(server.app, admin, adminSupportReplyCall, {
      conversationId: older.conversation.id,
      text: 'Answered.',
    });
    const inbox = await callData(server.app, admin, adminSupportListCall, {
      reason: 'psychic_conduct',
    });
    expect(inbox.items.map((item) => [item.id, item.unread])).toEqual([
      [newer.conversation.id, true],
      [older.conversation.id, false],
    ]);
  });
});
