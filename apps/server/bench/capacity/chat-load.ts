/**
 * A load generator of the capacity bench, run as a child process (`fork`) so its work is not the
 * server's. It opens both sides of the chats it is given, each side a socket as the web client
 * opens it, and lets every side chat at human pace: "typing", then the message; the other side
 * answers each message it receives with a read receipt, as the chat page does while visible. Delivery time is measured in this process, from the send to the other
 * side's arrival (both sockets live here, so one clock measures it).
 */
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type { FromLoad, LoadChat, LoadSide, Pace, ToLoad, WindowReport } from './capacity-protocol';

type Role = 'user' | 'consultant';
type Arrived = Readonly<{ chatId: number; seq: number; clientId: string; senderRole: Role }>;
type Ack = Readonly<{ ok: boolean }>;

const ACK_TIMEOUT_MS = 10_000;
const OPEN_CONCURRENCY = 16;
// About what a chat message weighs: a sentence or two.
const TEXT = 'Will my career change this year? I was born at dawn, if that matters.';
// A chat may be driven by more than one run; the server keeps a client id once per sender.
const RUN = randomBytes(4).toString('hex');

type Sent = { sentAt: number; window: number | undefined };
type WindowStats = {
  startedAt: number;
  sent: number;
  delivered: number;
  latencies: number[];
  sentAt: number[];
  ackFailures: number;
  disconnectsAtStart: number;
  otherEvents: number;
};

const pending = new Map<string, Sent>();
const windows = new Map<number, WindowStats>();
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
let current: WindowStats | undefined;
let currentId: number | undefined;
let disconnects = 0;
let closing = false;

function send(message: FromLoad): void {
  process.send?.(message);
}

function stats(id: number | undefined): WindowStats | undefined {
  return id === undefined ? undefined : windows.get(id);
}

async function open(url: string, path: string, side: LoadSide, role: Role): Promise<Socket> {
  const socket = connect(url, {
    path,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    // `side` is for the bare relay, which has no accounts; Lumus reads token and id only.
    auth: { token: side.token, id: String(side.id), side: role },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on('disconnect', () => {
    if (!closing) disconnects += 1;
  });
  sockets.push(socket);
  return socket;
}

async function emitAck(socket: Socket, event: string, payload: unknown): Promise<Ack> {
  return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as Ack;
}

/** One side of one chat: answers what arrives, and writes a message every `pace` interval. */
function chatter(socket: Socket, chatId: number, role: Role, pace: Pace): void {
  socket.on('chat:message', (message: Arrived) => {
    if (message.chatId !== chatId || message.senderRole === role) return;
    const sent = pending.get(message.clientId);
    if (sent !== undefined) {
      pending.delete(message.clientId);
      const window = stats(sent.window);
      if (window !== undefined) {
        window.delivered += 1;
        window.latencies.push(performance.now() - sent.sentAt);
        window.sentAt.push(sent.sentAt - window.startedAt);
      }
    }
    // A visible chat page reads at once, and a read marks the message delivered too (receipts.ts).
    socket.emit('chat:read', { chatId, seq: message.seq });
    if (current !== undefined) current.otherEvents += 1;
  });
  let count = 0;
  const write = () => {
    socket.emit('chat:typing', { chatId, typing: true });
    if (current !== undefined) current.otherEvents += 1;
    const typed = setTimeout(() => {
      count += 1;
      const clientId = `${RUN}-${role === 'user' ? 'u' : 'p'}${String(chatId)}-${String(count)}`;
      pending.set(clientId, { sentAt: performance.now(), window: currentId });
      const window = current;
      if (window !== undefined) window.sent += 1;
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit('chat:send', { chatId, clientId, text: TEXT }, (error: unknown, ack?: Ack) => {
          if ((error !== null || ack?.ok !== true) && window !== undefined) window.ackFailures += 1;
        });
      // No "stopped": the message ends the typing on the other side, as the chat page does.
    }, pace.typingMs);
    timers.push(typed);
  };
  // Sides start spread over one interval, as people do, not all on the same tick.
  const start = setTimeout(() => {
    write();
    timers.push(setInterval(write, pace.messageEveryMs));
  }, Math.random() * pace.messageEveryMs);
  timers.push(start);
}

async function openChat(message: Extract<ToLoad, { type: 'open' }>, chat: LoadChat) {
  const { socketPath, pace } = message;
  const user = await open(message.userUrl, socketPath, chat.user, 'user');
  const psychic = await open(message.psychicUrl, socketPath, chat.psychic, 'consultant');
  // The psychic has the console open (a console page gone for long pauses the chat).
  for (const [socket, event, payload] of [
    [psychic, 'console:present', {}],
    [user, 'chat:join', { chatId: chat.chatId }],
    [psychic, 'chat:join', { chatId: chat.chatId }],
  ] as const) {
    const ack = await emitAck(socket, event, payload);
    if (!ack.ok) throw new Error(`${event} refused: ${JSON.stringify(ack)}`);
  }
  chatter(user, chat.chatId, 'user', pace);
  chatter(psychic, chat.chatId, 'consultant', pace);
}

async function openAll(message: Extract<ToLoad, { type: 'open' }>): Promise<void> {
  let next = 0;
  let failures = 0;
  let firstFailure: string | undefined;
  await Promise.all(
    Array.from({ length: OPEN_CONCURRENCY }, async () => {
      for (;;) {
        const chat = message.chats[next];
        next += 1;
        if (chat === undefined) return;
        try {
          await openChat(message, chat);
        } catch (error) {
          failures += 1;
          firstFailure ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  send({
    type: 'opened',
    chats: message.chats.length - failures,
    failures,
    ...(firstFailure === undefined ? {} : { firstFailure }),
  });
}

function report(id: number): void {
  const window = windows.get(id);
  if (window === undefined) return;
  windows.delete(id);
  for (const [clientId, sent] of pending) if (sent.window === id) pending.delete(clientId);
  const result: WindowReport = {
    id,
    sent: window.sent,
    delivered: window.delivered,
    latencies: window.latencies,
    sentAt: window.sentAt,
    ackFailures: window.ackFailures,
    disconnects: disconnects - window.disconnectsAtStart,
    otherEvents: window.otherEvents,
  };
  send({ type: 'report', report: result });
}

// Messages sent outside any window and never delivered would pile up; they count for nothing.
timers.push(
  setInterval(() => {
    const before = performance.now() - 60_000;
    for (const [clientId, sent] of pending) {
      if (sent.window === undefined && sent.sentAt < before) pending.delete(clientId);
    }
  }, 30_000),
);

process.on('message', (message: ToLoad) => {
  switch (message.type) {
    case 'open':
      void openAll(message);
      break;
    case 'window-start':
      current = {
        startedAt: performance.now(),
        sent: 0,
        delivered: 0,
        latencies: [],
        sentAt: [],
        ackFailures: 0,
        disconnectsAtStart: disconnects,
        otherEvents: 0,
      };
      currentId = message.id;
      windows.set(message.id, current);
      // So the collector's lines (ms since this process started) can be placed in the window.
      if (process.execArgv.includes('--trace-gc')) {
        console.log(
          `window ${String(message.id)} starts at ${performance.now().toFixed(0)} ms (${new Date().toISOString()})`,
        );
      }
      break;
    case 'window-end':
      if (currentId === message.id) {
        current = undefined;
        currentId = undefined;
      }
      setTimeout(() => {
        report(message.id);
      }, message.drainMs);
      break;
    case 'close':
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.disconnect();
      process.disconnect();
      break;
  }
});
