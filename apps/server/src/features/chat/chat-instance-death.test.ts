import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, readConfig } from '../../config';
import type { DatabaseHandle } from '../../lib/db/database';
import { openPostgres } from '../../lib/db/open-postgres';
import {
  findFreePort,
  killLeftoverServers,
  prepareServerBundle,
  spawnServer,
  type ServerProcess,
} from '../../test/spawn-server';
import { createScratchPostgres, TEST_DATABASE_URL } from '../../test/test-database';
import { signedInUser, type TestUser } from '../../test/call-client';
import { chatSocket, emitAck } from './chat-socket-test-client';
import { chatMessages } from './chat-tables';
import {
  consultantAccount,
  fund,
  manualClock,
  startChat,
  startChatServer,
  type ChatServer,
} from './chat-test-fixtures';

const REDIS_URL = readConfig().redisUrl;

/** Every message a socket is pushed, in arrival order. */
function collect(socket: Socket): ChatMessage[] {
  const got: ChatMessage[] = [];
  socket.on('chat:message', (message: ChatMessage) => got.push(message));
  return got;
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * The last words of a dying instance (issue 29): PostgreSQL commits a message whose instance was
 * killed while the statement waited, so nobody pushed it. The survivor pushes it once the sender
 * turns up with it again, by a resend or by a catch-up.
 */
describe.skipIf(TEST_DATABASE_URL === undefined || REDIS_URL === undefined)(
  'a message committed after its instance died (PostgreSQL + Redis, a real server process)',
  { timeout: 180_000 },
  () => {
    let drop: () => Promise<void>;
    let handle: DatabaseHandle;
    let survivor: ChatServer;
    let doomed: ServerProcess;
    let doomedUrl: string;
    let databaseUrl: string;
    const sockets: Socket[] = [];
    const time = manualClock();

    let removeBundle: () => void = () => undefined;

    beforeAll(async () => {
      removeBundle = await prepareServerBundle();
      const scratch = await createScratchPostgres(TEST_DATABASE_URL ?? '');
      drop = scratch.drop;
      databaseUrl = scratch.url;
      handle = await openPostgres(scratch.url);
      await handle.migrate();
      const port = await findFreePort();
      // Started as `npm start` starts it: its Redis prefix comes from the database name.
      doomed = spawnServer({
        DATABASE_URL: scratch.url,
        REDIS_URL: REDIS_URL ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        DEMO_DATA: 'false',
      });
      doomedUrl = `http://127.0.0.1:${String(port)}`;
      await doomed.waitForStdout(`Lumus listening on ${doomedUrl}`);
      survivor = await startChatServer({
        clock: time.clock,
        database: handle,
        redis: {
          url: REDIS_URL ?? '',
          prefix: loadConfig({ DATABASE_URL: scratch.url }).redisPrefix,
        },
      });
    }, 180_000);
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await killLeftoverServers();
      await survivor.close();
      await handle.close();
      await drop();
      removeBundle();
    });

    const open = async (url: string, user: TestUser) => {
      const socket = await chatSocket(url, user);
      sockets.push(socket);
      return socket;
    };

    /** A chat whose user is on the survivor and whose psychic is on the doomed instance. */
    async function chatAcross(tag: string) {
      const { app } = survivor;
      const psychic = await consultantAccount(app, handle.db, `94000020${tag}`, 1000);
      const user = await signedInUser(app, `95000020${tag}`);
      await fund(handle.db, user.userId, 100_000, `death-${tag}`);
      const chatId = await startChat(app, user, psychic);
      const userSocket = await open(survivor.url, user);
      await emitAck(userSocket, 'chat:join', { chatId });
      const psychicSocket = await open(doomedUrl, psychic);
      await emitAck(psychicSocket, 'chat:join', { chatId });
      return { chatId, psychic, psychicSocket, toUser: collect(userSocket) };
    }

    it('reaches the other side once: after a resend, and after a catch-up', async () => {
      const resent = await chatAcross('01');
      const caughtUp = await chatAcross('02');

      // Another connection holds both chat rows, as a slow transaction would; the psychics send.
      const lock = new pg.Client({ connectionString: databaseUrl });
      await lock.connect();
      await lock.query('begin');
      await lock.query('select id from chat_orders where id in ($1, $2) for update', [
        resent.chatId,
        caughtUp.chatId,
      ]);
      for (const chat of [resent, caughtUp]) {
        chat.psychicSocket.emit('chat:send', {
          chatId: chat.chatId,
          clientId: 'last-words',
          text: 'Your answer is yes.',
        });
      }
      await until(async () => {
        await lock.query('select pg_stat_clear_snapshot()');
        const { rows } = await lock.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return Number(rows[0]?.n) === 2;
      });

      // The psychics' instance dies; then the transaction ends and both statements commit.
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      await lock.query('commit');
      await lock.end();
      const stored = (chatId: number) =>
        handle.db
          .select()
          .from(chatMessages)
          .where(
            and(eq(chatMessages.chatOrderId, chatId), eq(chatMessages.clientId, 'last-words')),
          );
      await until(async () => (await stored(resent.chatId)).length === 1);
      await until(async () => (await stored(caughtUp.chatId)).length === 1);

      // One psychic reconnects to the survivor and resends with the same client id.
      const again = await open(survivor.url, resent.psychic);
      const resend = await emitAck(again, 'chat:send', {
        chatId: resent.chatId,
        clientId: 'last-words',
        text: 'Your answer is yes.',
      });
      expect(resend).toMatchObject({ ok: true, message: { seq: 1 } });
      await emitAck(again, 'chat:send', {
        chatId: resent.chatId,
        clientId: 'after',
        text: 'Anything else?',
      });

      // The other reconnects and catches up, as the web app does (join, then sync).
      const back = await open(survivor.url, caughtUp.psychic);
      await emitAck(back, 'chat:join', { chatId: caughtUp.chatId });
      const sync = await emitAck(back, 'chat:sync', { chatId: caughtUp.chatId, afterSeq: 0 });
      expect(sync).toMatchObject({ ok: true, messages: [{ seq: 1, clientId: 'last-words' }] });
      await emitAck(back, 'chat:send', {
        chatId: caughtUp.chatId,
        clientId: 'after',
        text: 'Anything else?',
      });

      // Each user hears the last words, once, before the next message (pushed after it).
      for (const chat of [resent, caughtUp]) {
        await until(() => chat.toUser.some((m) => m.clientId === 'after'));
        expect(chat.toUser.map(({ seq, clientId }) => ({ seq, clientId }))).toEqual([
          { seq: 1, clientId: 'last-words' },
          { seq: 2, clientId: 'after' },
        ]);
      }
    });
  },
);
