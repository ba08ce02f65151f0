import {
  CONSOLE_SUSPENDED_REASON,
  type ConsoleSuspensionEvent,
} from '@lumus/contract/chat/console-suspension';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import { call } from '../../test/call-client';
import { chatSocket } from './chat-socket-test-client';
import { consultantAccount, manualClock, type ChatServer } from './chat-test-fixtures';
import { nextEvent, suspend } from './console-suspension-test-helpers';
import { startTwoInstances } from './two-instances-test-fixture';
import { consoleQueueCall, consoleStatusCall } from '@lumus/contract/chat/chat-calls';

const REDIS_URL = readConfig().redisUrl;
const time = manualClock();

/** Two instances on one PostgreSQL and one Redis: the admin on one, the psychic on the other. */
describe.skipIf(TEST_DATABASE_URL === undefined || REDIS_URL === undefined)(
  'a suspension across two instances (PostgreSQL + Redis)',
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

    it("reaches the psychic's console on the other instance at once, and so does the lifting", async () => {
      const admin = await adminUser(a.app, a.database.db, '9720000001');
      const psychic = await consultantAccount(b.app, b.database.db, '9720000002', 1000);
      const { consultantId } = psychic;
      const consoleSocket = await chatSocket(b.url, psychic);
      sockets.push(consoleSocket);
      expect((await call(b.app, psychic, consoleQueueCall)).statusCode).toBe(200);

      const told = nextEvent<ConsoleSuspensionEvent>(
        consoleSocket,
        'console:suspension',
        (event) => event.consultantId === consultantId,
      );
      await suspend(a.app, admin, consultantId, true);
      await expect(told).resolves.toEqual({ consultantId, suspended: true });
      const queue = await call(b.app, psychic, consoleQueueCall);
      expect(queue.statusCode).toBe(403);
      expect(queue.json()).toMatchObject({ reason: CONSOLE_SUSPENDED_REASON });
      const online = await call(b.app, psychic, consoleStatusCall, { status: 'online' });
      expect(online.statusCode).toBe(403);

      const toldAgain = nextEvent<ConsoleSuspensionEvent>(
        consoleSocket,
        'console:suspension',
        (event) => event.consultantId === consultantId,
      );
      await suspend(a.app, admin, consultantId, false);
      await expect(toldAgain).resolves.toEqual({ consultantId, suspended: false });
      expect((await call(b.app, psychic, consoleQueueCall)).statusCode).toBe(200);
    });
  },
);
