import type { WalletBalanceEvent } from '@lumus/contract/wallet/wallet-events';
import { like, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatSocket } from '../chat/chat-socket-test-client';
import { consultantAccount, fund, manualClock, startChat } from '../chat/chat-test-fixtures';
import { startTwoInstances, type TwoInstances } from '../chat/two-instances-test-fixture';
import { signedInUser } from '../../test/call-client';
import { walletEntries } from '../wallet/wallet-tables';
import { SWEEP_LOCK_NAME } from './register-sessions';

const runs = TEST_DATABASE_URL !== undefined && readConfig().redisUrl !== undefined;

describe.skipIf(!runs)('one sweeper at a time across instances (PostgreSQL + Redis)', () => {
  const time = manualClock();
  let instances: TwoInstances;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    instances = await startTwoInstances({
      clock: time.clock,
      // Timed passes claim 2 s intervals: wide enough that a busy machine stays within one.
      env: {
        CHAT_MIN_MINUTES: '5',
        CHAT_SWEEP_INTERVAL_MS: '2000',
        OTP_SENDS_PER_IP_PER_HOUR: '100',
      },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await instances.close();
  });

  it('skips the pass while another instance sweeps, then ends a due chat once, charged once and announced on the other instance', async () => {
    const { a, b } = instances;
    const db = a.database.db;
    const psychic = await consultantAccount(a.app, db, '9030000001', 2000);
    const user = await signedInUser(a.app, '9130000001');
    await fund(db, user.userId, 10_000, 'sweep-lock-1'); // 300 s at ₹20/min
    const chatId = await startChat(a.app, user, psychic);
    const userSocket = await chatSocket(b.url, user);
    sockets.push(userSocket);
    const heard: WalletBalanceEvent[] = [];
    userSocket.on('wallet:balance', (event: WalletBalanceEvent) => heard.push(event));
    time.advance(301);

    // A third party holds the sweep (as a sweeping instance does): B does none of the shared work.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SWEEP_LOCK_NAME}))`);
      expect(await b.app.chatSweeper.sweepOnce()).toMatchObject({ swept: false, ended: [] });
    });

    const results = await Promise.all([
      a.app.chatSweeper.sweepOnce(),
      b.app.chatSweeper.sweepOnce(),
      a.app.chatSweeper.sweepOnce(),
      b.app.chatSweeper.sweepOnce(),
    ]);
    expect(results.flatMap((result) => result.ended)).toEqual([chatId]);
    expect(results.filter((result) => result.ended.length > 0)).toHaveLength(1);
    const entries = await db
      .select({ amount: walletEntries.amountMinor })
      .from(walletEntries)
      .where(like(walletEntries.idempotencyKey, `chat:${chatId}:%`));
    expect(entries).toEqual([{ amount: -10_000 }]);
    // The charge was booked by whichever instance swept; the user's socket is on B.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([{ amount: 0, currency: 'INR' }]);
  });

  it('makes one timed pass per interval between the instances', async () => {
    const { a, b } = instances;
    // A's pass claims this interval; B's ticks within it skip the shared work.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await a.app.chatSweeper.tickOnce()).swept).toBe(true);
    expect((await b.app.chatSweeper.tickOnce()).swept).toBe(false);
    expect((await a.app.chatSweeper.tickOnce()).swept).toBe(false);
    // The next interval belongs to whichever instance ticks first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await b.app.chatSweeper.tickOnce()).swept).toBe(true);
    expect((await a.app.chatSweeper.tickOnce()).swept).toBe(false);
    // A pass asked for outright (tests, an operator) runs whenever no other pass is running.
    expect((await a.app.chatSweeper.sweepOnce()).swept).toBe(true);
  });
});
