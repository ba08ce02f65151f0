import type { ChatOrderEvent } from '@lumus/contract/chat/chat-events';
import { like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { signedInUser } from '../../test/call-client';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { walletEntries } from '../wallet/wallet-tables';
import { chatSocket, emitAck, nextMessages } from './chat-socket-test-client';
import {
  consultantAccount,
  fund,
  manualClock,
  startChat,
  type ChatServer,
} from './chat-test-fixtures';
import { startTwoInstances } from './two-instances-test-fixture';

const REDIS_URL = readConfig().redisUrl;
const time = manualClock();

/** Two server instances sharing one PostgreSQL database and one Redis, as in production. */
describe.skipIf(TEST_DATABASE_URL === undefined || REDIS_URL === undefined)(
  'chat across two instances (PostgreSQL + Redis)',
  () => {
    let a: ChatServer;
    let b: ChatServer;
    let close: () => Promise<void>;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      ({ a, b, close } = await startTwoInstances({ clock: time.clock }));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await close();
    });

    it('a user on one instance chats with a consultant on the other; the timed end happens once', async () => {
      const db = a.database.db;
      const psychic = await consultantAccount(a.app, db, '9400000001', 2000);
      const user = await signedInUser(a.app, '9500000001');
      await fund(db, user.userId, 10_000, 'x1');
      const chatId = await startChat(a.app, user, psychic);

      const userSocket = await chatSocket(a.url, user);
      const psychicSocket = await chatSocket(b.url, psychic);
      sockets.push(userSocket, psychicSocket);
      await emitAck(userSocket, 'chat:join', { chatId });
      await emitAck(psychicSocket, 'chat:join', { chatId });

      const toPsychic = nextMessages(psychicSocket, 1);
      await emitAck(userSocket, 'chat:send', { chatId, clientId: 'u-1', text: 'Namaste' });
      expect(await toPsychic).toMatchObject([{ seq: 1, text: 'Namaste' }]);
      const toUser = nextMessages(userSocket, 1);
      await emitAck(psychicSocket, 'chat:send', { chatId, clientId: 'p-1', text: 'Welcome' });
      expect(await toUser).toMatchObject([{ seq: 2, text: 'Welcome' }]);

      const endings: ChatOrderEvent[] = [];
      userSocket.on('chat:order', (event: ChatOrderEvent) => {
        if (event.kind === 'ended') endings.push(event);
      });
      const psychicSaw = new Promise<ChatOrderEvent>((resolve) => {
        psychicSocket.on('chat:order', (event: ChatOrderEvent) => {
          if (event.kind === 'ended') resolve(event);
        });
      });

      time.advance(301); // 10 000 paise at ₹20/min last 300 s
      const results = await Promise.all([
        a.app.chatSweeper.sweepOnce(),
        b.app.chatSweeper.sweepOnce(),
        a.app.chatSweeper.sweepOnce(),
        b.app.chatSweeper.sweepOnce(),
      ]);
      expect(results.flatMap((result) => result.ended)).toEqual([chatId]);
      expect(await psychicSaw).toMatchObject({
        order: { status: 'ended', endReason: 'balance_exhausted', amountCharged: 10_000 },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(endings).toHaveLength(1);
      const entries = await db
        .select()
        .from(walletEntries)
        .where(like(walletEntries.idempotencyKey, `chat:${chatId}:%`));
      expect(entries.map((entry) => entry.amountMinor)).toEqual([-10_000]);
      expect(await readWalletBalance(db, user.userId)).toBe(0);
    });
  },
);
