import { eq } from 'drizzle-orm';
import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, REPO_ROOT } from '../../config';
import type { Database, DatabaseHandle } from '../../lib/db/database';
import { createRealtime, type Realtime } from '../../lib/realtime/realtime';
import { openTestDatabase } from '../../test/test-database';
import { payoutProfiles } from '../earnings/earnings-tables';
import { consultants } from '../catalogue/catalogue-tables';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { users } from '../users/users-tables';
import { applyWalletEntry } from '../wallet/wallet-ledger';
import {
  consoleAcceptCall,
  createQueueTokenCall,
  fillIntakeFormCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';

/** A clock the test moves by hand; starts at the real time so tokens are valid. */
export function manualClock() {
  let now = new Date();
  return {
    clock: () => now,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

export type ChatServer = Readonly<{
  app: FastifyInstance;
  database: DatabaseHandle;
  /** `http://127.0.0.1:<port>` once listening. */
  url: string;
  /** The server's Socket.IO, to look at rooms. */
  io: Realtime['io'];
  close: () => Promise<void>;
}>;

/** The whole app, listening on a free port (sockets need one); the database may be shared. */
export async function startChatServer(options: {
  clock: () => Date;
  env?: Record<string, string>;
  database?: DatabaseHandle;
  /** Instances of one deployment share a Redis prefix; give each deployment its own. */
  redis?: Readonly<{ url: string; prefix: string }>;
  /** TLS agent for web push (the push tests' loopback push service). */
  pushAgent?: Agent;
}): Promise<ChatServer> {
  const database = options.database ?? (await openTestDatabase());
  const realtime = await createRealtime(
    options.redis === undefined
      ? { redisUrl: undefined }
      : { redisUrl: options.redis.url, redisPrefix: options.redis.prefix },
  );
  const app = await buildApp({
    config: {
      ...loadConfig({ NODE_ENV: 'test', ...options.env }),
      trustProxy: false,
      webDistDir: `${REPO_ROOT}/apps/server/.no-web-dist`,
      publicUrl: undefined,
    },
    database,
    realtime,
    clock: options.clock,
    logger: false,
    ...(options.pushAgent === undefined ? {} : { pushAgent: options.pushAgent }),
  });
  realtime.attach(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    io: realtime.io,
    close: async () => {
      await realtime.close();
      await app.close();
      if (options.database === undefined) await database.close();
    },
  };
}

/**
 * The app for the enclosing describe block on a clock the tests move: started before its tests,
 * closed after them (after the block's own afterAll hooks, which run first). `server` reads go
 * to the started app, so tests use it like a started ChatServer.
 */
export function chatServerPerSuite(env?: Record<string, string>): {
  server: ChatServer;
  time: ReturnType<typeof manualClock>;
} {
  const time = manualClock();
  let started: ChatServer | undefined;
  const current = () => {
    if (started === undefined) throw new Error('the chat server starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startChatServer({ clock: time.clock, ...(env === undefined ? {} : { env }) });
  });
  afterAll(async () => {
    await started?.close();
  });
  const server: ChatServer = {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get url() {
      return current().url;
    },
    get io() {
      return current().io;
    },
    close: () => current().close(),
  };
  return { server, time };
}

let counter = 0;

/** A psychic at `rate` paise per minute, online, whose console account is a signed-in user. */
export async function consultantAccount(
  app: FastifyInstance,
  db: Database,
  mobile: string,
  rate: number,
): Promise<TestUser & { consultantId: number }> {
  counter += 1;
  const account = await signedInUser(app, mobile);
  const slug = `chat-test-${mobile}-${counter}`;
  const [row] = await db
    .insert(consultants)
    .values({
      slug,
      displayName: `Psychic ${mobile}`,
      searchName: `psychic ${mobile}`,
      photoPath: '/media/none.svg',
      bioEn: 'Test',
      bioDe: 'Test',
      categories: ['tarot'],
      languages: ['en'],
      experienceYears: 3,
      pricePerMinuteMinor: rate,
      status: 'online',
      userId: account.userId,
    })
    .returning({ id: consultants.id });
  if (row === undefined) throw new Error('consultant insert returned nothing');
  await db.update(users).set({ role: 'consultant' }).where(eq(users.id, account.userId));
  // Test psychics take free sessions, as every psychic did before the opt-in (decision 038).
  await db.insert(payoutProfiles).values({ consultantId: row.id, acceptsFreeSessions: true });
  return { ...account, consultantId: row.id };
}

export async function fund(db: Database, userId: number, amount: number, key: string) {
  await applyWalletEntry(db, {
    userId,
    kind: 'adjustment',
    amountMinor: amount,
    reference: { type: 'admin_action', id: key },
    idempotencyKey: `test:${key}`,
  });
}

/** Intake form and queue token; returns the response of create-token. */
export async function requestChat(app: FastifyInstance, user: TestUser, consultantId: number) {
  const intake = await call(app, user, fillIntakeFormCall, {
    consultantId,
    name: 'Asha',
    gender: 'FEMALE',
    birthDate: '1990-04-12',
    birthTimeUnknown: true,
    birthPlace: 'Pune',
  });
  if (intake.statusCode !== 200) throw new Error(`intake failed: ${intake.body}`);
  const intakeFormId = intake.json<{ data: { id: number } }>().data.id;
  return call(app, user, createQueueTokenCall, { consultantId, intakeFormId });
}

/** Request, consultant accepts, user accepts: an active chat whose clock starts now. */
export async function startChat(
  app: FastifyInstance,
  user: TestUser,
  consultant: TestUser & { consultantId: number },
): Promise<number> {
  const token = await requestChat(app, user, consultant.consultantId);
  if (token.statusCode !== 200) throw new Error(`create-token failed: ${token.body}`);
  const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
  const accepted = await call(app, consultant, consoleAcceptCall, { chatId });
  if (accepted.statusCode !== 200) throw new Error(`console accept failed: ${accepted.body}`);
  const started = await call(app, user, userAcceptOrderCall, { chatId });
  if (started.statusCode !== 200) throw new Error(`user accept failed: ${started.body}`);
  return chatId;
}
