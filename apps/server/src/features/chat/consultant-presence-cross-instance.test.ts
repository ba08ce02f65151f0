import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import type { Database } from '../../lib/db/database';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { signedInUser } from '../../test/call-client';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { chatSocket, emitAck } from './chat-socket-test-client';
import {
  consultantAccount,
  fund,
  manualClock,
  requestChat,
  startChat,
  type ChatServer,
} from './chat-test-fixtures';
import {
  closeConsole,
  consoleSocket,
  orderEvents,
  orderRow,
  statusOf,
  until,
} from './presence-test-helpers';
import { presenceInstances } from './presence-tables';
import { startTwoInstances } from './two-instances-test-fixture';

const REDIS_URL = readConfig().redisUrl;
const GRACE = 20;
const time = manualClock();
const env = { CONSOLE_GRACE_SECONDS: String(GRACE), OTP_SENDS_PER_IP_PER_HOUR: '100' };

/** The instances' signs of life in the database (when each was last seen). */
async function signsOfLife(db: Database): Promise<number[]> {
  const rows = await db.select({ seenAt: presenceInstances.seenAt }).from(presenceInstances);
  return rows.map((row) => row.seenAt.getTime());
}

/** Presence with two instances sharing PostgreSQL and Redis: each absence is acted on once. */
describe.skipIf(TEST_DATABASE_URL === undefined || REDIS_URL === undefined)(
  'console presence across two instances (PostgreSQL + Redis)',
  () => {
    let a: ChatServer;
    let b: ChatServer;
    let close: () => Promise<void>;
    const sockets: Socket[] = [];
    const track = (socket: Socket) => {
      sockets.push(socket);
      return socket;
    };
    beforeAll(async () => {
      ({ a, b, close } = await startTwoInstances({ clock: time.clock, env }));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await close();
    });

    const sweepAll = async () =>
      Promise.all([
        a.app.chatSweeper.sweepOnce(),
        b.app.chatSweeper.sweepOnce(),
        a.app.chatSweeper.sweepOnce(),
        b.app.chatSweeper.sweepOnce(),
      ]);

    it('a console open on one instance keeps the psychic online for both; its closing takes them offline once and tells the user on the other', async () => {
      const db = a.database.db;
      const psychic = await consultantAccount(a.app, db, '9410000001', 2000);
      const user = await signedInUser(a.app, '9510000001');
      await fund(db, user.userId, 20_000, 'x-presence-1');
      const console = track(await consoleSocket(b.url, psychic));
      const userSocket = track(await chatSocket(a.url, user));
      const declined = orderEvents(userSocket, 'declined');
      const token = await requestChat(a.app, user, psychic.consultantId);
      const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;

      // Instance A sees the page B holds (B refreshes it), however long it stays open.
      for (let i = 0; i < 3; i += 1) {
        time.advance(5);
        await b.app.chatSweeper.sweepOnce();
        expect((await a.app.chatSweeper.sweepOnce()).away).toEqual([]);
      }
      expect(await statusOf(db, psychic.consultantId)).toBe('online');

      await closeConsole(db, console, psychic.consultantId);
      time.advance(GRACE + 1);
      const results = await sweepAll();
      expect(results.flatMap((result) => result.away)).toEqual([psychic.consultantId]);
      expect(await statusOf(db, psychic.consultantId)).toBe('offline');
      expect(await orderRow(db, chatId)).toMatchObject({
        status: 'declined',
        endReason: 'consultant_away',
      });
      await until(() => declined.length >= 1, 'the user to be told');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(declined).toHaveLength(1);
      expect(await readWalletBalance(db, user.userId)).toBe(20_000);
    });

    it('when the instance holding the console dies mid-chat, the other ends the chat once, billed up to its last sign of the psychic', async () => {
      const db = a.database.db;
      const psychic = await consultantAccount(a.app, db, '9410000002', 2000);
      const user = await signedInUser(a.app, '9510000002');
      await fund(db, user.userId, 10_000, 'x-presence-2');
      track(await consoleSocket(b.url, psychic));
      const chatId = await startChat(a.app, user, psychic);
      const userSocket = track(await chatSocket(a.url, user));
      expect((await emitAck(userSocket, 'chat:join', { chatId })).ok).toBe(true);
      const endings = orderEvents(userSocket, 'ended');

      time.advance(40);
      await b.app.chatSweeper.sweepOnce(); // B's last refresh: the psychic was there at 40 s
      await a.app.chatSweeper.sweepOnce();
      // One sign of life for B's pages, however many; A holds none and writes none.
      expect(await signsOfLife(db)).toEqual([time.clock().getTime()]);
      // B stops refreshing (as a dead instance would); A alone sweeps from here on.
      time.advance(GRACE + 15);
      const first = await a.app.chatSweeper.sweepOnce();
      const again = await a.app.chatSweeper.sweepOnce();
      expect([...first.abandoned, ...again.abandoned]).toEqual([chatId]);
      expect([...first.away, ...again.away]).toEqual([psychic.consultantId]);
      await until(() => endings.length >= 1, 'the user to be told of the end');
      expect(endings[0]?.order).toMatchObject({
        status: 'ended',
        endReason: 'consultant_lost_connection',
        billedSeconds: 40,
        amountCharged: 1333,
      });
      expect(await readWalletBalance(db, user.userId)).toBe(10_000 - 1333);
      expect(await statusOf(db, psychic.consultantId)).toBe('offline');
      // The dead instance, with no page left open, is forgotten.
      expect(await signsOfLife(db)).toEqual([]);
    });
  },
);
