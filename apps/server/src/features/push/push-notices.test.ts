import { consoleAcceptCall } from '@lumus/contract/chat/chat-calls';
import { logoutCall } from '@lumus/contract/auth/auth-calls';
import type { Language } from '@lumus/contract/constants';
import {
  favouriteAddCall,
  pushPublicKeyCall,
  pushSettingsSetCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
} from '@lumus/contract/push/push-calls';
import { pushPayloadSchema, type PushPayload } from '@lumus/contract/push/push-payload';
import { chatRoomPagePath } from '@lumus/contract/push/push-pages';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultants } from '../catalogue/catalogue-tables';
import { setConsultantStatus } from '../catalogue/consultant-status';
import { chatSocket, emitAck } from '../chat/chat-socket-test-client';
import {
  consultantAccount,
  fund,
  manualClock,
  requestChat,
  startChat,
  startChatServer,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { sendWithImage } from '../support/support-test-helpers';
import { serverKeys } from '../server-keys/server-keys-tables';
import { pushSubscriptions } from './push-tables';
import { adminUser } from '../admin/admin-test-helpers';
import { supportCreateCall } from '@lumus/contract/support/support-calls';
import {
  adminSupportNoteCall,
  adminSupportReplyCall,
} from '@lumus/contract/support/support-admin-calls';
import { startPushReceiver, type PushReceiver, type TestSubscription } from './test-push-receiver';

/*
 * Each moment sends a real, encrypted Web Push message to a push service on loopback, which checks
 * the VAPID signature and decrypts it with the subscription's keys (test-push-receiver.ts).
 */

const time = manualClock();
let receiver: PushReceiver;
let server: ChatServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startChatServer({
    clock: time.clock,
    pushAgent: receiver.agent,
    // Long enough for a test socket's read receipt to land first on a busy machine.
    env: { PUSH_UNREAD_WAIT_MS: '2000' },
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
  await receiver.close();
  // Whatever a test sent, none failed the receiver's signature or decryption checks.
  expect(receiver.rejected).toEqual([]);
});

async function subscribe(user: TestUser, language: Language = 'en'): Promise<TestSubscription> {
  const subscription = receiver.subscribe();
  const response = await call(server.app, user, pushSubscribeCall, {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return subscription;
}

/** What the subscription got since `from` (an index into the received list), after sending settled. */
async function receivedBy(subscription: TestSubscription, from = 0) {
  await server.app.pushService.idle();
  return receiver.received.slice(from).filter((push) => push.subscriptionId === subscription.id);
}

function payloadOf(push: { payload: unknown }): PushPayload {
  return pushPayloadSchema.parse(push.payload);
}

async function socketOf(user: TestUser): Promise<Socket> {
  const socket = await chatSocket(server.url, user);
  sockets.push(socket);
  return socket;
}

let mobiles = 0;
const nextMobile = (prefix: string) => {
  mobiles += 1;
  return `${prefix}${String(mobiles).padStart(5, '0')}`;
};

async function fundedUser() {
  const user = await signedInUser(server.app, nextMobile('93000'));
  await fund(server.database.db, user.userId, 100_000, `push-${user.userId}`);
  return user;
}

async function psychic() {
  const account = await consultantAccount(server.app, server.database.db, nextMobile('92000'), 100);
  const [row] = await server.database.db
    .select({ name: consultants.displayName, slug: consultants.slug })
    .from(consultants)
    .where(eq(consultants.id, account.consultantId));
  if (row === undefined) throw new Error('no psychic row');
  return { ...account, ...row };
}

describe('the VAPID key', () => {
  it('is generated once, kept in the database and served to anyone', async () => {
    const { publicKey: key } = await callData(server.app, null, pushPublicKeyCall, {});
    const second = await call(server.app, null, pushPublicKeyCall, {}, { method: 'POST' });
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(pushPublicKeyCall.response.parse(second.json()).data.publicKey).toBe(key);
    const [row] = await server.database.db
      .select()
      .from(serverKeys)
      .where(eq(serverKeys.name, 'vapid-keys'));
    expect(row?.value).toContain(key);
  });
});

describe('accepted request', () => {
  it('goes to the requester only, in their language, urgent and short-lived, with Join', async () => {
    const user = await fundedUser();
    const bystander = await fundedUser();
    const consultant = await psychic();
    const mine = await subscribe(user, 'de');
    const theirs = await subscribe(bystander);
    const from = receiver.received.length;
    const token = await requestChat(server.app, user, consultant.consultantId);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    const accepted = await call(server.app, consultant, consoleAcceptCall, { chatId });
    expect(accepted.statusCode).toBe(200);

    const got = await receivedBy(mine, from);
    expect(got).toHaveLength(1);
    const [push] = got;
    if (push === undefined) throw new Error('no push');
    expect(push.ttl).toBe(60);
    expect(push.urgency).toBe('high');
    const room = `/de${chatRoomPagePath(consultant.consultantId, chatId)}`;
    expect(payloadOf(push)).toEqual({
      kind: 'accepted',
      title: `${consultant.name} hat deine Anfrage angenommen`,
      body: 'Tritt jetzt bei: Dein Chat beginnt, wenn du beitrittst.',
      url: room,
      tag: `chat-${chatId}`,
      join: { title: 'Beitreten', url: `${room}?join=1` },
    });
    expect(await receivedBy(theirs, from)).toEqual([]);
  });

  it('is not sent when the user turned accepted notices off', async () => {
    const user = await fundedUser();
    const consultant = await psychic();
    const mine = await subscribe(user);
    const off = await call(server.app, user, pushSettingsSetCall, { accepted: false });
    expect(off.json()).toEqual({
      status: 'success',
      data: { accepted: false, message: true, online: true, request: true, support: true },
    });
    const from = receiver.received.length;
    const token = await requestChat(server.app, user, consultant.consultantId);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    await call(server.app, consultant, consoleAcceptCall, { chatId });
    expect(await receivedBy(mine, from)).toEqual([]);
  });
});

describe('an answer from the Lumus team', () => {
  it('reaches the user in their language and opens the conversation; a note and a switched-off kind do not', async () => {
    const user = await fundedUser();
    const admin = await adminUser(server.app, server.database.db, nextMobile('91000'));
    const mine = await subscribe(user, 'de');
    const thread = await callData(server.app, user, supportCreateCall, {
      reason: 'other',
      text: 'Wie funktioniert die Abrechnung?',
    });
    const conversationId = thread.conversation.id;
    const from = receiver.received.length;
    await callData(server.app, admin, adminSupportNoteCall, {
      conversationId,
      text: 'Only for the team.',
    });
    await callData(server.app, admin, adminSupportReplyCall, {
      conversationId,
      text: 'Sekundengenau, einmal am Ende.',
    });
    const got = await receivedBy(mine, from);
    expect(got).toHaveLength(1);
    const [push] = got;
    if (push === undefined) throw new Error('no push');
    expect(push.ttl).toBe(86_400);
    expect(push.urgency).toBe('normal');
    expect(payloadOf(push)).toEqual({
      kind: 'support',
      title: 'Das Lumus-Team hat geantwortet',
      body: 'Sekundengenau, einmal am Ende.',
      url: `/de/support/${conversationId}`,
      tag: `support-${conversationId}`,
    });

    // A picture sent alone still says what came.
    const beforeImage = receiver.received.length;
    const sentImage = await sendWithImage(server.app, admin, adminSupportReplyCall, {
      conversationId: String(conversationId),
    });
    expect(sentImage.statusCode, sentImage.body).toBe(200);
    const [imagePush] = await receivedBy(mine, beforeImage);
    expect(imagePush === undefined ? null : payloadOf(imagePush)).toMatchObject({
      body: 'Es hat dir ein Bild geschickt.',
    });

    await call(server.app, user, pushSettingsSetCall, { support: false });
    const later = receiver.received.length;
    await callData(server.app, admin, adminSupportReplyCall, { conversationId, text: 'Noch da?' });
    expect(await receivedBy(mine, later)).toEqual([]);
  });
});

describe('new chat request', () => {
  it('reaches the psychic unless their console is open and visible', async () => {
    const consultant = await psychic();
    const theirs = await subscribe(consultant);
    const first = await fundedUser();
    let from = receiver.received.length;
    await requestChat(server.app, first, consultant.consultantId);
    const [push, ...more] = await receivedBy(theirs, from);
    expect(more).toEqual([]);
    if (push === undefined) throw new Error('no push');
    expect(push.ttl).toBe(120);
    expect(push.urgency).toBe('high');
    expect(payloadOf(push)).toMatchObject({ kind: 'request', url: '/console' });

    const console = await socketOf(consultant);
    expect(await emitAck(console, 'page:visibility', { visible: true, console: true })).toEqual({
      ok: true,
    });
    from = receiver.received.length;
    await requestChat(server.app, await fundedUser(), consultant.consultantId);
    expect(await receivedBy(theirs, from)).toEqual([]);

    await emitAck(console, 'page:visibility', { visible: false, console: true });
    from = receiver.received.length;
    await requestChat(server.app, await fundedUser(), consultant.consultantId);
    expect(await receivedBy(theirs, from)).toHaveLength(1);
  });
});

describe('new message', () => {
  it('is pushed while the chat page is hidden or closed, not while it is seen', async () => {
    const user = await fundedUser();
    const consultant = await psychic();
    const mine = await subscribe(user);
    const theirs = await subscribe(consultant, 'de');
    const chatId = await startChat(server.app, user, consultant);
    const userSocket = await socketOf(user);
    const consultantSocket = await socketOf(consultant);
    await emitAck(userSocket, 'chat:join', { chatId });
    await emitAck(consultantSocket, 'chat:join', { chatId });
    let n = 0;
    const say = async (socket: Socket, text: string) => {
      n += 1;
      const ack = await emitAck(socket, 'chat:send', { chatId, clientId: `c${n}`, text });
      expect(ack.ok).toBe(true);
    };

    let from = receiver.received.length;
    await say(consultantSocket, 'You are looking at this');
    await say(userSocket, 'So is the psychic');
    expect(await receivedBy(mine, from)).toEqual([]);
    expect(await receivedBy(theirs, from)).toEqual([]);

    await emitAck(userSocket, 'page:visibility', { visible: false, console: false });
    from = receiver.received.length;
    await say(consultantSocket, 'The cards   say\nyes');
    const [hidden] = await receivedBy(mine, from);
    if (hidden === undefined) throw new Error('no push');
    expect(hidden.ttl).toBe(300);
    expect(payloadOf(hidden)).toEqual({
      kind: 'message',
      title: `New message from ${consultant.name}`,
      body: 'The cards say yes',
      url: chatRoomPagePath(consultant.consultantId, chatId),
      tag: `chat-${chatId}`,
    });

    consultantSocket.disconnect();
    from = receiver.received.length;
    await say(userSocket, 'Are you there?');
    const [closed] = await receivedBy(theirs, from);
    if (closed === undefined) throw new Error('no push');
    expect(payloadOf(closed)).toMatchObject({ kind: 'message', url: '/de/console' });

    await call(server.app, user, pushSettingsSetCall, { message: false });
    from = receiver.received.length;
    await emitAck(await socketOf(consultant), 'chat:join', { chatId });
    await say(sockets.at(-1) as Socket, 'Muted');
    expect(await receivedBy(mine, from)).toEqual([]);
  });
});

describe('a message read at once', () => {
  it('is not pushed, even to a hidden page; one left unread is', async () => {
    const user = await fundedUser();
    const consultant = await psychic();
    const mine = await subscribe(user);
    const chatId = await startChat(server.app, user, consultant);
    const userSocket = await socketOf(user);
    const consultantSocket = await socketOf(consultant);
    await emitAck(userSocket, 'chat:join', { chatId });
    await emitAck(consultantSocket, 'chat:join', { chatId });
    // Hidden, as a chat page in a background tab is: only the read receipt tells it was seen.
    await emitAck(userSocket, 'page:visibility', { visible: false, console: false });

    let from = receiver.received.length;
    const read = await emitAck(consultantSocket, 'chat:send', {
      chatId,
      clientId: 'r-1',
      text: 'Read at once',
    });
    expect(read.ok).toBe(true);
    expect(await emitAck(userSocket, 'chat:read', { chatId, seq: 1 })).toEqual({ ok: true });
    expect(await receivedBy(mine, from)).toEqual([]);

    from = receiver.received.length;
    await emitAck(consultantSocket, 'chat:send', { chatId, clientId: 'r-2', text: 'Left unread' });
    const pushed = await receivedBy(mine, from);
    expect(pushed.map((push) => payloadOf(push).body)).toEqual(['Left unread']);
  });
});

describe('psychic online', () => {
  it('tells followers at most once a day, nobody else', async () => {
    const consultant = await psychic();
    const follower = await fundedUser();
    const stranger = await fundedUser();
    const mine = await subscribe(follower);
    const theirs = await subscribe(stranger);
    const add = await call(server.app, follower, favouriteAddCall, {
      consultantId: consultant.consultantId,
    });
    expect(add.json<{ data: { items: { id: number }[] } }>().data.items.map((c) => c.id)).toEqual([
      consultant.consultantId,
    ]);
    const deps = { db: server.database.db, io: server.io, clock: time.clock };
    const goOnline = async () => {
      await setConsultantStatus(deps, { id: consultant.consultantId }, 'offline');
      await setConsultantStatus(deps, { id: consultant.consultantId }, 'online');
    };

    const from = receiver.received.length;
    await goOnline();
    await goOnline();
    const got = await receivedBy(mine, from);
    expect(got).toHaveLength(1);
    const [push] = got;
    if (push === undefined) throw new Error('no push');
    expect(push.urgency).toBe('normal');
    expect(payloadOf(push)).toEqual({
      kind: 'online',
      title: `${consultant.name} is online`,
      body: 'Start a chat now.',
      url: `/profile/${consultant.slug}`,
      tag: `online-${consultant.consultantId}`,
    });

    time.advance(25 * 3600);
    await goOnline();
    expect(await receivedBy(mine, from)).toHaveLength(2);
    expect(await receivedBy(theirs, from)).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('are removed when the push service answers 410', async () => {
    const user = await fundedUser();
    const consultant = await psychic();
    const gone = await subscribe(user);
    receiver.answer(gone.id, 410);
    const token = await requestChat(server.app, user, consultant.consultantId);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    await call(server.app, consultant, consoleAcceptCall, { chatId });
    await server.app.pushService.idle();
    const rows = await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, gone.endpoint));
    expect(rows).toEqual([]);
  });

  it('move with their endpoint to the account signed in now, and end at logout', async () => {
    const first = await fundedUser();
    const second = await fundedUser();
    const device = await subscribe(first);
    const moved = await call(server.app, second, pushSubscribeCall, {
      endpoint: device.endpoint,
      keys: device.keys,
      language: 'de',
    });
    expect(moved.statusCode).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row).toMatchObject({ userId: second.userId, language: 'de' });

    // The first account cannot remove what is now the second's.
    await call(server.app, first, pushUnsubscribeCall, { endpoint: device.endpoint });
    expect(
      await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toHaveLength(1);

    expect((await call(server.app, second, logoutCall)).statusCode).toBe(200);
    expect(
      await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toEqual([]);
  });

  it('refuse a signed-out caller and an endpoint that is not https', async () => {
    const user = await fundedUser();
    const anonymous = await call(server.app, null, pushSubscribeCall, {
      endpoint: 'https://example.test/x',
      keys: { p256dh: 'AA', auth: 'AA' },
      language: 'en',
    });
    expect(anonymous.statusCode).toBe(401);
    const plain = await call(server.app, user, pushSubscribeCall, {
      endpoint: 'http://example.test/x',
      keys: { p256dh: 'AA', auth: 'AA' },
      language: 'en',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json<{ reason: string }>().reason).toMatch(/endpoint/);
  });
});
