import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { createRealtime, type Realtime, SOCKET_PATH } from './realtime';

const REDIS_URL = readConfig().redisUrl;

type Node = { realtime: Realtime; http: HttpServer; url: string };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Each test is its own deployment: the Redis is shared with other test runs. */
const deployment = () => `lumus-test:realtime:${randomBytes(6).toString('hex')}`;

/** One server instance: realtime attached to its own HTTP server on a free port. */
async function startNode(redisUrl: string | undefined, prefix = deployment()): Promise<Node> {
  const realtime = await createRealtime(
    redisUrl === undefined ? { redisUrl } : { redisUrl, redisPrefix: prefix },
  );
  const http = createServer();
  realtime.attach(http);
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  // Joining is what features will do after authenticating the socket.
  realtime.io.on('connection', (socket) => void socket.join('order-1'));
  cleanups.push(() => realtime.close());
  return { realtime, http, url: `http://127.0.0.1:${address.port}` };
}

async function connect(url: string): Promise<Socket> {
  const socket = connectClient(url, { path: SOCKET_PATH, transports: ['websocket'] });
  cleanups.push(() => void socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** socket.io-client's emitter is not a Node EventEmitter, so `events.once` does not apply. */
function nextMessage(socket: Socket): Promise<unknown> {
  return new Promise((resolve) => socket.once('console:queue', resolve));
}

/** The server joins the room right after `connect`; wait until it has. */
async function roomSize(realtime: Realtime, room: string, size: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const sockets = await realtime.io.in(room).fetchSockets();
    if (sockets.length >= size) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`room ${room} never reached ${size}`);
}

describe('realtime in memory', () => {
  it('delivers a room message to a connected client', async () => {
    const node = await startNode(undefined);
    expect(node.realtime.kind).toBe('memory');
    const client = await connect(node.url);
    await roomSize(node.realtime, 'order-1', 1);
    const received = nextMessage(client);
    node.realtime.io.to('order-1').emit('console:queue', { consultantId: 1 });
    expect(await received).toEqual({ consultantId: 1 });
  });

  it('closes its HTTP server with it', async () => {
    const node = await startNode(undefined);
    await node.realtime.close();
    expect(node.http.listening).toBe(false);
  });
});

describe.runIf(REDIS_URL !== undefined)('realtime over Redis', () => {
  it('delivers a room message emitted on one instance to a client of another', async () => {
    const prefix = deployment();
    const a = await startNode(REDIS_URL, prefix);
    const b = await startNode(REDIS_URL, prefix);
    expect(a.realtime.kind).toBe('redis');
    const client = await connect(b.url);
    await roomSize(a.realtime, 'order-1', 1);
    const received = nextMessage(client);
    a.realtime.io.to('order-1').emit('console:queue', { consultantId: 2 });
    expect(await received).toEqual({ consultantId: 2 });
  });
});
