import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, readConfig } from '../../config';
import type { DatabaseHandle } from '../../lib/db/database';
import { openPostgres } from '../../lib/db/open-postgres';
import { createScratchPostgres, TEST_DATABASE_URL } from '../../test/test-database';
import { signedInUser, type TestUser } from '../../test/call-client';
import { chatSocket, emitAck, nextMessages } from './chat-socket-test-client';
import {
  consultantAccount,
  fund,
  manualClock,
  startChat,
  startChatServer,
  type ChatServer,
} from './chat-test-fixtures';

const REDIS_URL = readConfig().redisUrl;

/** Two instances on one database, with the Redis prefix `npm start` would derive from it. */
async function deployment(cleanups: (() => Promise<void>)[], explicitPrefix?: string) {
  const scratch = await createScratchPostgres(TEST_DATABASE_URL ?? '');
  const handles: DatabaseHandle[] = [
    await openPostgres(scratch.url),
    await openPostgres(scratch.url),
  ];
  const [first, second] = handles;
  if (first === undefined || second === undefined) throw new Error('no database');
  await first.migrate();
  const prefix = loadConfig({
    DATABASE_URL: scratch.url,
    ...(explicitPrefix === undefined ? {} : { REDIS_PREFIX: explicitPrefix }),
  }).redisPrefix;
  const redis = { url: REDIS_URL ?? '', prefix };
  const time = manualClock();
  const instances: ChatServer[] = [
    await startChatServer({ clock: time.clock, database: first, redis }),
    await startChatServer({ clock: time.clock, database: second, redis }),
  ];
  cleanups.push(async () => {
    for (const instance of instances) await instance.close();
    for (const handle of handles) await handle.close();
    await scratch.drop();
  });
  const [one, two] = instances;
  if (one === undefined || two === undefined) throw new Error('no instance');
  return { one, two, prefix };
}

/**
 * Two Lumus deployments on one Redis (staging and production, two test runs) with fresh databases:
 * the same chat ids, user ids and so the same room names. Each must hear only its own events.
 */
describe.skipIf(TEST_DATABASE_URL === undefined || REDIS_URL === undefined)(
  'two deployments on one Redis (PostgreSQL + Redis)',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    const sockets: Socket[] = [];
    let blue: Awaited<ReturnType<typeof deployment>>;
    let green: Awaited<ReturnType<typeof deployment>>;
    beforeAll(async () => {
      blue = await deployment(cleanups);
      green = await deployment(cleanups, `lumus-test:green:${String(process.pid)}`);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      for (const cleanup of cleanups.splice(0)) await cleanup();
    });

    const open = async (server: ChatServer, user: TestUser) => {
      const socket = await chatSocket(server.url, user);
      sockets.push(socket);
      return socket;
    };

    /** The same steps in each deployment: a user on one instance, their psychic on the other. */
    async function chatIn(side: typeof blue) {
      const { app, database } = side.one;
      const psychic = await consultantAccount(app, database.db, '9400003001', 1000);
      const user = await signedInUser(app, '9500003001');
      await fund(database.db, user.userId, 100_000, 'two-deployments');
      const chatId = await startChat(app, user, psychic);
      const userSocket = await open(side.one, user);
      await emitAck(userSocket, 'chat:join', { chatId });
      const psychicSocket = await open(side.two, psychic);
      await emitAck(psychicSocket, 'chat:join', { chatId });
      return { chatId, userId: user.userId, userSocket, psychicSocket };
    }

    it('hear none of each other’s events, though their rooms have the same names', async () => {
      expect(blue.prefix).not.toBe(green.prefix);
      const blueChat = await chatIn(blue);
      const greenChat = await chatIn(green);
      // Fresh databases: the rooms `chat:<id>` and `user:<id>` are the same in both.
      expect(greenChat.chatId).toBe(blueChat.chatId);
      expect(greenChat.userId).toBe(blueChat.userId);
      const greenHeard: { event: string; payload: unknown }[] = [];
      greenChat.userSocket.onAny((event: string, payload: unknown) => {
        greenHeard.push({ event, payload });
      });

      // Blue's message crosses blue's two instances through Redis…
      const toBlueUser = nextMessages(blueChat.userSocket, 1);
      await emitAck(blueChat.psychicSocket, 'chat:send', {
        chatId: blueChat.chatId,
        clientId: 'blue-1',
        text: 'From the blue deployment',
      });
      expect(await toBlueUser).toMatchObject([{ clientId: 'blue-1' }]);
      await emitAck(blueChat.psychicSocket, 'chat:typing', {
        chatId: blueChat.chatId,
        typing: true,
      });

      // …then green's does the same. Redis hands a subscriber its messages in the order it
      // published them, so had green's instance heard blue's, it would have come first.
      const toGreenUser = nextMessages(greenChat.userSocket, 1);
      await emitAck(greenChat.psychicSocket, 'chat:send', {
        chatId: greenChat.chatId,
        clientId: 'green-1',
        text: 'From the green deployment',
      });
      const [greenMessage] = await toGreenUser;
      expect(greenMessage).toMatchObject({ clientId: 'green-1' });
      expect(greenHeard).toEqual([
        { event: 'chat:message', payload: greenMessage satisfies ChatMessage | undefined },
      ]);
    });
  },
);
