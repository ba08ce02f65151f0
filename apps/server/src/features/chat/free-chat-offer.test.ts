import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { call, signedInUser } from '../../test/call-client';
import {
  consultantAccount,
  manualClock,
  startChatServer,
  type ChatServer,
} from './chat-test-fixtures';
import { freeChatCall } from '@lumus/contract/chat/chat-calls';

const time = manualClock();

describe(`the free first chat offer (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer({ clock: time.clock, env: { FREE_CHAT_MINUTES: '4' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('promises nothing while no psychic takes free sessions', async () => {
    const guest = await server.app.inject({ method: 'GET', url: freeChatCall.path });
    expect(guest.json()).toMatchObject({ data: { eligible: false, offerMinutes: 0 } });
  });

  it('tells a guest the offer and a new user that it is theirs', async () => {
    const { app } = server;
    // This psychic opted in to free sessions (the fixture's profile).
    await consultantAccount(app, server.database.db, '9620000009', 2000);
    const guest = await app.inject({ method: 'GET', url: freeChatCall.path });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({
      status: 'success',
      data: { eligible: false, freeMinutes: 0, offerMinutes: 4 },
    });
    const user = await signedInUser(app, '9620000001');
    expect((await call(app, user, freeChatCall)).json()).toMatchObject({
      data: { eligible: true, freeMinutes: 4, offerMinutes: 4 },
    });
  });

  it('refuses a bad token instead of treating the caller as a guest', async () => {
    const refused = await server.app.inject({
      method: 'GET',
      url: freeChatCall.path,
      headers: { authorization: 'Bearer not-a-token', id: '1' },
    });
    expect(refused.statusCode).toBe(401);
  });
});
