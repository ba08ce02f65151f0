import type { AddressInfo } from 'node:net';
import {
  consultantStatusEventSchema,
  type CatalogueClientToServerEvents,
  type CatalogueServerToClientEvents,
  type ConsultantStatusEvent,
} from '@lumus/contract/realtime/catalogue-events';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { SEED_STEPS } from '../../app/seed-steps';
import { loadConfig, REPO_ROOT } from '../../config';
import type { DatabaseHandle } from '../../lib/db/database';
import { createRealtime, SOCKET_PATH, type Realtime } from '../../lib/realtime/realtime';
import { openTestDatabase } from '../../test/test-database';
import { runSeed } from '../seed/run-seed';
import { setConsultantStatus } from './consultant-status';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { devConsultantStatusCall } from '@lumus/contract/catalogue/dev-status';

type ClientSocket = Socket<CatalogueServerToClientEvents, CatalogueClientToServerEvents>;

let database: DatabaseHandle;
let realtime: Realtime;
let app: FastifyInstance;
let origin: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await runSeed(database.db, SEED_STEPS);
  realtime = await createRealtime({ redisUrl: undefined });
  app = await buildApp({
    config: {
      ...loadConfig({ NODE_ENV: 'test' }),
      trustProxy: false,
      webDistDir: `${REPO_ROOT}/apps/server/.no-web-dist`,
      publicUrl: undefined,
    },
    database,
    realtime,
    clock: () => new Date(),
    nodeEnv: 'test',
    logger: false,
  });
  realtime.attach(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await realtime.close();
  await app.close();
  await database.close();
});

async function subscribedClient(): Promise<ClientSocket> {
  const socket: ClientSocket = connect(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve) => {
    socket.emit('catalogue:subscribe', () => {
      resolve();
    });
  });
  return socket;
}

function nextStatusEvent(socket: ClientSocket, id: number): Promise<ConsultantStatusEvent> {
  return new Promise((resolve) => {
    const listener = (payload: unknown) => {
      const event = consultantStatusEventSchema.parse(payload);
      if (event.id !== id) return;
      socket.off('consultant:status', listener);
      resolve(event);
    };
    socket.on('consultant:status', listener);
  });
}

async function listStatusOf(slug: string) {
  const response = await app.inject({
    url: `${consultantListCall.path}?search=${slug.split('-')[0] ?? ''}`,
  });
  const data = consultantListCall.response.parse(response.json()).data;
  return data.items.find((item) => item.slug === slug)?.status;
}

describe('live consultant status', () => {
  it('reaches a subscribed socket.io client when the service changes a status', async () => {
    const socket = await subscribedClient();
    const id = 1;
    const received = nextStatusEvent(socket, id);
    const entry = await setConsultantStatus(
      { db: database.db, io: realtime.io, clock: () => new Date() },
      { id },
      'busy',
    );
    const event = await received;
    expect(event).toEqual({
      id,
      slug: entry.slug,
      status: 'busy',
      changedAt: entry.statusChangedAt,
    });
    expect(await listStatusOf(entry.slug)).toBe('busy');
  });

  it('is triggered by the development route and reflected by the list at once', async () => {
    const socket = await subscribedClient();
    // Warm the list cache first: the change must still show at once.
    expect(await listStatusOf('lena-hoffmann')).toBe('online');
    const received = nextStatusEvent(socket, 6);
    const response = await app.inject({
      method: 'POST',
      url: devConsultantStatusCall.path,
      payload: { slug: 'lena-hoffmann', status: 'offline' },
    });
    expect(response.statusCode).toBe(200);
    const event = await received;
    expect(event).toMatchObject({ slug: 'lena-hoffmann', status: 'offline' });
    expect(await listStatusOf('lena-hoffmann')).toBe('offline');
  });

  it('does not reach a client that unsubscribed', async () => {
    const socket = await subscribedClient();
    const watcher = await subscribedClient();
    const seen: ConsultantStatusEvent[] = [];
    socket.on('consultant:status', (event) => seen.push(event));
    socket.emit('catalogue:unsubscribe');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const delivered = nextStatusEvent(watcher, 2);
    await setConsultantStatus(
      { db: database.db, io: realtime.io, clock: () => new Date() },
      { id: 2 },
      'online',
    );
    await delivered;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });

  it('rejects an unknown status or consultant on the development route', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: devConsultantStatusCall.path,
      payload: { id: 1, status: 'sleeping' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: devConsultantStatusCall.path,
      payload: { id: 999999, status: 'online' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
