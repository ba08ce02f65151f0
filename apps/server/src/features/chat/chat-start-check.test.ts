import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { call, signedInUser } from '../../test/call-client';
import { chatServerPerSuite, consultantAccount, fund, requestChat } from './chat-test-fixtures';

const RATE = 3000;
const MIN_MINUTES = 5;

describe(`the check before the intake form (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  describe('without a free first chat', () => {
    const { server } = chatServerPerSuite({ CHAT_MIN_MINUTES: String(MIN_MINUTES) });

    it('tells the minimum and the shortfall, and the request agrees with it', async () => {
      const { app, database } = server;
      const psychic = await consultantAccount(app, database.db, '9630000001', RATE);
      const user = await signedInUser(app, '9630000002');
      await fund(database.db, user.userId, 4000, 'start-check-1');

      const check = await call(app, user, chatStartCheckCall, {
        consultantId: psychic.consultantId,
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({
        status: 'success',
        data: {
          free: false,
          requiredAmount: RATE * MIN_MINUTES,
          balance: 4000,
          shortfall: 11_000,
          withdrawalWaiverNeeded: false,
        },
      });
      // The request itself refuses with the same numbers.
      const refused = await requestChat(app, user, psychic.consultantId);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        data: { requiredAmount: RATE * MIN_MINUTES, balance: 4000, shortfall: 11_000 },
      });

      await fund(database.db, user.userId, 11_000, 'start-check-2');
      const enough = await call(app, user, chatStartCheckCall, {
        consultantId: psychic.consultantId,
      });
      expect(enough.json()).toMatchObject({ data: { shortfall: 0, balance: 15_000 } });
    });

    it('answers 404 for an unknown psychic and 401 without a sign-in', async () => {
      const { app } = server;
      const user = await signedInUser(app, '9630000003');
      const missing = await call(app, user, chatStartCheckCall, {
        consultantId: 999_999,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 'fail', reason: 'No such psychic.' });
      const guest = await app.inject({
        method: 'GET',
        url: `${chatStartCheckCall.path}?consultantId=1`,
      });
      expect(guest.statusCode).toBe(401);
      const bad = await call(app, user, chatStartCheckCall, { consultantId: 'x' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('with a free first chat', () => {
    const { server } = chatServerPerSuite({ FREE_CHAT_MINUTES: '3' });

    it('needs no balance for a new user', async () => {
      const { app, database } = server;
      const psychic = await consultantAccount(app, database.db, '9630000011', RATE);
      const user = await signedInUser(app, '9630000012');
      const check = await call(app, user, chatStartCheckCall, {
        consultantId: psychic.consultantId,
      });
      expect(check.json()).toEqual({
        status: 'success',
        data: {
          free: true,
          requiredAmount: 0,
          balance: 0,
          shortfall: 0,
          withdrawalWaiverNeeded: false,
        },
      });
    });
  });
});
