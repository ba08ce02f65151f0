import { orderDetailCall } from '@lumus/contract/chat/chat-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { call, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { consultantAccount, fund, manualClock, startChat } from '../chat/chat-test-fixtures';
import { startTwoInstances, type TwoInstances } from '../chat/two-instances-test-fixture';

const REDIS_URL = readConfig().redisUrl;
const time = manualClock();

/** Two instances sweeping the same free end at once (one PostgreSQL database, one Redis). */
describe.skipIf(TEST_DATABASE_URL === undefined || REDIS_URL === undefined)(
  'fair free minutes across two instances (PostgreSQL + Redis)',
  () => {
    let both: TwoInstances;
    beforeAll(async () => {
      both = await startTwoInstances({ clock: time.clock, env: { FREE_CHAT_MINUTES: '3' } });
    });
    afterAll(async () => {
      await both.close();
    });

    it('pauses a session once for consent and ends it once when the answer lapses', async () => {
      const { a, b } = both;
      const db = a.database.db;
      const psychic = await consultantAccount(a.app, db, '9730000001', 2000);
      const user = await signedInUser(a.app, '9740000001');
      await fund(db, user.userId, 10_000, 'consent-two');
      const chatId = await startChat(a.app, user, psychic);
      time.advance(182);
      const asked = await Promise.all([
        a.app.chatSweeper.sweepOnce(),
        b.app.chatSweeper.sweepOnce(),
      ]);
      expect(asked.flatMap((result) => result.askedConsent)).toEqual([chatId]);
      time.advance(60);
      const lapsed = await Promise.all([
        a.app.chatSweeper.sweepOnce(),
        b.app.chatSweeper.sweepOnce(),
      ]);
      expect(lapsed.flatMap((result) => result.consentLapsed)).toEqual([chatId]);
      const order = await call(b.app, user, orderDetailCall, { chatId });
      expect(order.json()).toMatchObject({
        data: { endReason: 'free_time_ended', amountCharged: 0 },
      });
    });
  },
);
