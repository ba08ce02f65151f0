import { favouriteAddCall, pushSubscribeCall } from '@lumus/contract/push/push-calls';
import { pushPayloadSchema } from '@lumus/contract/push/push-payload';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { setConsultantStatus } from '../catalogue/consultant-status';
import { chatSocket, emitAck } from '../chat/chat-socket-test-client';
import {
  consultantAccount,
  fund,
  manualClock,
  startChat,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import { startTwoInstances } from '../chat/two-instances-test-fixture';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { startPushReceiver, type PushReceiver, type TestSubscription } from './test-push-receiver';

const REDIS_URL = readConfig().redisUrl;
const time = manualClock();

/** Two instances on one PostgreSQL and one Redis: who is looking is known across instances. */
describe.skipIf(TEST_DATABASE_URL === undefined || REDIS_URL === undefined)(
  'web push across two instances (PostgreSQL + Redis)',
  () => {
    let a: ChatServer;
    let b: ChatServer;
    let close: () => Promise<void>;
    let receiver: PushReceiver;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      receiver = await startPushReceiver();
      ({ a, b, close } = await startTwoInstances({ clock: time.clock, pushAgent: receiver.agent }));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await close();
      await receiver.close();
      expect(receiver.rejected).toEqual([]);
    });

    async function subscribe(user: TestUser): Promise<TestSubscription> {
      const subscription = receiver.subscribe();
      await call(a.app, user, pushSubscribeCall, {
        endpoint: subscription.endpoint,
        keys: subscription.keys,
        language: 'en',
      });
      return subscription;
    }
    async function receivedBy(subscription: TestSubscription, from: number) {
      await a.app.pushService.idle();
      await b.app.pushService.idle();
      return receiver.received
        .slice(from)
        .filter((push) => push.subscriptionId === subscription.id);
    }

    it('a message sent on one instance is not pushed to a user looking on the other', async () => {
      const psychic = await consultantAccount(a.app, a.database.db, '9400001001', 100);
      const user = await signedInUser(a.app, '9500001001');
      await fund(a.database.db, user.userId, 100_000, 'push-x1');
      const mine = await subscribe(user);
      const chatId = await startChat(a.app, user, psychic);
      const userSocket = await chatSocket(a.url, user);
      const psychicSocket = await chatSocket(b.url, psychic);
      sockets.push(userSocket, psychicSocket);
      await emitAck(userSocket, 'chat:join', { chatId });
      await emitAck(psychicSocket, 'chat:join', { chatId });

      let from = receiver.received.length;
      await emitAck(psychicSocket, 'chat:send', { chatId, clientId: 'p-1', text: 'Seen' });
      expect(await receivedBy(mine, from)).toEqual([]);

      await emitAck(userSocket, 'page:visibility', { visible: false, console: false });
      from = receiver.received.length;
      await emitAck(psychicSocket, 'chat:send', { chatId, clientId: 'p-2', text: 'Hidden' });
      const got = await receivedBy(mine, from);
      expect(got.map((push) => pushPayloadSchema.parse(push.payload).body)).toEqual(['Hidden']);
    });

    it('two instances seeing the psychic come online send the follower one notice', async () => {
      const psychic = await consultantAccount(a.app, a.database.db, '9400001002', 100);
      const follower = await signedInUser(a.app, '9500001002');
      const mine = await subscribe(follower);
      await call(a.app, follower, favouriteAddCall, {
        consultantId: psychic.consultantId,
      });
      const from = receiver.received.length;
      await Promise.all(
        [a, b].map((server) =>
          setConsultantStatus(
            { db: server.database.db, io: server.io, clock: time.clock },
            { id: psychic.consultantId },
            'online',
          ),
        ),
      );
      expect(await receivedBy(mine, from)).toHaveLength(1);
    });
  },
);
