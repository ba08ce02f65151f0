/**
 * Paid-chat message benchmark (run with tsx; not part of any test run):
 *   npx tsx apps/server/bench/chat-bench.ts [pairs=20] [durationSeconds=5]
 *
 * Starts the real app on in-memory PGlite (or on DATABASE_URL's server when set), opens `pairs`
 * live chats (user + consultant, each with its own authenticated socket) and lets every pair
 * ping-pong for the duration: the user sends, the consultant's socket receives the message and
 * answers at once, the user receives the answer. One round trip = two persisted, sequenced
 * messages with acks and receipts. Beside it, in the same run, a bare Socket.IO server relays
 * the same two-hop ping-pong between two sockets in a room, without authentication or storage.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { loadConfig, readConfig, REPO_ROOT } from '../src/config';
import { chatSocket, emitAck } from '../src/features/chat/chat-socket-test-client';
import { consultantAccount, fund, startChat } from '../src/features/chat/chat-test-fixtures';
import { signedInUser } from '../src/test/call-client';
import type { DatabaseHandle } from '../src/lib/db/database';
import { openPglite } from '../src/lib/db/open-pglite';
import { openPostgres } from '../src/lib/db/open-postgres';
import { createRealtime, SOCKET_PATH } from '../src/lib/realtime/realtime';

const PAIRS = Number(process.argv[2] ?? 20);
const DURATION_MS = Number(process.argv[3] ?? 5) * 1000;
const ROUNDS = 3;

type Result = Readonly<{ roundTrips: number; messagesPerSecond: number; p50: number; p99: number }>;

function summarise(latencies: number[], seconds: number, messagesPerRoundTrip: number): Result {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    roundTrips: latencies.length,
    messagesPerSecond: (latencies.length * messagesPerRoundTrip) / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}

function show(name: string, result: Result): void {
  console.log(
    `${name.padEnd(40)} round trip p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms   ${result.messagesPerSecond.toFixed(0).padStart(6)} msg/s   (${result.roundTrips} round trips)`,
  );
}

/** Runs `roundTrip` in a loop per pair until the time is up; returns the latencies. */
async function drive(
  pairs: number,
  roundTrip: (pair: number) => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + DURATION_MS;
  await Promise.all(
    Array.from({ length: pairs }, async (_, pair) => {
      while (performance.now() < end) {
        const sent = performance.now();
        await roundTrip(pair);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - start) / 1000 };
}

/** Resolves on the next message from the other side that matches `text`. */
function nextFrom(socket: Socket, role: 'user' | 'consultant', text: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: ChatMessage) => {
      if (message.senderRole !== role || message.text !== text) return;
      socket.off('chat:message', onMessage);
      resolve();
    };
    socket.on('chat:message', onMessage);
  });
}

async function openDatabase(): Promise<DatabaseHandle> {
  const url = readConfig().databaseUrl;
  const handle = url === undefined ? await openPglite(undefined) : await openPostgres(url);
  await handle.migrate();
  return handle;
}

/** A side of the comparison, set up once and driven in turns with the other. */
type Contender = Readonly<{ run: () => Promise<Result>; close: () => Promise<void> }>;

/** Warms a side up, then measures it on each `run`. */
async function contender(
  roundTrip: (pair: number) => Promise<void>,
  close: () => Promise<void>,
): Promise<Contender> {
  await drive(PAIRS, roundTrip);
  return {
    run: async () => {
      const measured = await drive(PAIRS, roundTrip);
      return summarise(measured.latencies, measured.seconds, 2);
    },
    close,
  };
}

async function lumusContender(): Promise<Contender> {
  const database = await openDatabase();
  const realtime = await createRealtime({ redisUrl: undefined });
  const app = await buildApp({
    config: {
      ...loadConfig({
        NODE_ENV: 'test',
        OTP_SENDS_PER_IP_PER_HOUR: '100000',
        OTP_SENDS_PER_NUMBER_PER_HOUR: '1000',
      }),
      trustProxy: false,
      webDistDir: `${REPO_ROOT}/apps/server/.no-web-dist`,
      publicUrl: undefined,
    },
    database,
    realtime,
    clock: () => new Date(),
    logger: false,
  });
  realtime.attach(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // Unique numbers per run, so a reused PostgreSQL database has no leftovers in the way.
  const run = String(Date.now() % 100_000).padStart(5, '0');
  const pairs: { chatId: number; user: Socket; psychic: Socket }[] = [];
  for (let index = 0; index < PAIRS; index += 1) {
    const suffix = String(index).padStart(3, '0');
    const psychic = await consultantAccount(app, database.db, `81${run}${suffix}`, 1000);
    const user = await signedInUser(app, `82${run}${suffix}`);
    await fund(database.db, user.userId, 10_000_000, `bench-${run}-${suffix}`);
    const chatId = await startChat(app, user, psychic);
    const userSocket = await chatSocket(url, user);
    const psychicSocket = await chatSocket(url, psychic);
    await emitAck(userSocket, 'chat:join', { chatId });
    await emitAck(psychicSocket, 'chat:join', { chatId });
    // The consultant answers every user message at once, as a fast typist would.
    psychicSocket.on('chat:message', (message: ChatMessage) => {
      if (message.senderRole !== 'user') return;
      psychicSocket.emit(
        'chat:send',
        { chatId, clientId: randomUUID(), text: `re: ${message.text}` },
        () => undefined,
      );
    });
    pairs.push({ chatId, user: userSocket, psychic: psychicSocket });
  }

  let sequence = 0;
  const roundTrip = async (index: number) => {
    const pair = pairs[index];
    if (pair === undefined) throw new Error(`no pair ${String(index)}`);
    sequence += 1;
    const text = `hello ${String(sequence)}`;
    const answered = nextFrom(pair.user, 'consultant', `re: ${text}`);
    await emitAck(pair.user, 'chat:send', { chatId: pair.chatId, clientId: randomUUID(), text });
    await answered;
  };
  return contender(roundTrip, async () => {
    for (const pair of pairs) {
      pair.user.disconnect();
      pair.psychic.disconnect();
    }
    await realtime.close();
    await app.close();
    await database.close();
  });
}

async function bareContender(): Promise<Contender> {
  const http = createServer();
  const io = new Server(http, { path: SOCKET_PATH });
  io.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
    socket.on('send', (room: string, text: string, ack: () => void) => {
      socket.to(room).emit('message', text);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const open = async () => {
    const socket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    return socket;
  };
  const pairs: { room: string; a: Socket; b: Socket }[] = [];
  for (let index = 0; index < PAIRS; index += 1) {
    const room = `room-${String(index)}`;
    const a = await open();
    const b = await open();
    await a.emitWithAck('join', room);
    await b.emitWithAck('join', room);
    b.on('message', (text: string) => {
      b.emit('send', room, `re: ${text}`, () => undefined);
    });
    pairs.push({ room, a, b });
  }
  let sequence = 0;
  const roundTrip = async (index: number) => {
    const pair = pairs[index];
    if (pair === undefined) throw new Error(`no pair ${String(index)}`);
    sequence += 1;
    const text = `hello ${String(sequence)}`;
    const answered = new Promise<void>((resolve) => {
      const onMessage = (got: string) => {
        if (got !== `re: ${text}`) return;
        pair.a.off('message', onMessage);
        resolve();
      };
      pair.a.on('message', onMessage);
    });
    await pair.a.emitWithAck('send', pair.room, text);
    await answered;
  };
  return contender(roundTrip, async () => {
    for (const pair of pairs) {
      pair.a.disconnect();
      pair.b.disconnect();
    }
    await io.close();
  });
}

/** The run with the median throughput of several. */
function median(results: readonly Result[]): Result {
  const sorted = [...results].sort((a, b) => a.messagesPerSecond - b.messagesPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
}

console.log(
  `Chat benchmark: ${String(PAIRS)} concurrent chat pairs, ${String(DURATION_MS / 1000)} s per run, ${readConfig().databaseUrl === undefined ? 'PGlite in memory' : 'PostgreSQL'}, Node ${process.version}\n`,
);
// Both are set up first and then take turns, so a slow spell of this shared machine falls on both.
const bareSide = await bareContender();
const lumusSide = await lumusContender();
const bareRuns: Result[] = [];
const lumusRuns: Result[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  bareRuns.push(await bareSide.run());
  lumusRuns.push(await lumusSide.run());
}
await bareSide.close();
await lumusSide.close();
const bare = median(bareRuns);
const lumus = median(lumusRuns);
show('bare Socket.IO relay (no auth, no storage)', bare);
show('Lumus chat (auth, seq, stored, receipts)', lumus);
console.log(
  `\nratio Lumus / bare (median of ${String(ROUNDS)} runs each, in turns): p50 ${(lumus.p50 / bare.p50).toFixed(1)}x, p99 ${(lumus.p99 / bare.p99).toFixed(1)}x (goal <= 3x), throughput ${(lumus.messagesPerSecond / bare.messagesPerSecond).toFixed(2)}x (goal >= 0.3x)`,
);
