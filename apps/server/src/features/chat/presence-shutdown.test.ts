import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { consultantAccount, manualClock, startChatServer } from './chat-test-fixtures';
import { consoleSocket, until } from './presence-test-helpers';
import { consoleConnections } from './presence-tables';

describe('console presence at shutdown', () => {
  const database = openTestDatabase();
  afterAll(async () => {
    await (await database).close();
  });

  // server.ts closes the database right after the sockets: bookkeeping for each page the shutdown
  // disconnects would run on a closed database ("Cannot use a pool after calling end"). The pages
  // are left as a crash leaves them, to the dead-instance check (decision 059).
  it('a server shutting down writes nothing for the console pages it disconnects', async () => {
    const shared = await database;
    const server = await startChatServer({ clock: manualClock().clock, database: shared });
    const psychic = await consultantAccount(server.app, shared.db, '9600000071', 2000);
    const socket = await consoleSocket(server.url, psychic);
    const pages = () =>
      shared.db
        .select({ closedAt: consoleConnections.closedAt })
        .from(consoleConnections)
        .where(eq(consoleConnections.consultantId, psychic.consultantId));
    expect(await pages()).toEqual([{ closedAt: null }]);

    await server.close();
    await until(() => socket.disconnected, 'the socket to see the server go');
    socket.close();
    // Long enough for a disconnection's bookkeeping, had it started, to have written.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pages()).toEqual([{ closedAt: null }]);
  });
});
