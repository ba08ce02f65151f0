import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/call-client';
import { chatSocket, emitAck } from './chat-socket-test-client';
import { chatMessages } from './chat-tables';
import { chatServerPerSuite, consultantAccount, fund, startChat } from './chat-test-fixtures';

/** Issue #21 for socket payloads: the contract's id and text rules hold there too. */
describe('bad chat socket payloads', () => {
  const { server } = chatServerPerSuite();
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('refuses NUL, lone surrogates and out-of-range ids with a 400 and stores nothing', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200002101', 1000);
    const user = await signedInUser(app, '9300002101');
    await fund(database.db, user.userId, 10_000, 'socket-input-2101');
    const chatId = await startChat(app, user, psychic);
    const socket = await chatSocket(server.url, user);
    sockets.push(socket);
    expect(await emitAck(socket, 'chat:join', { chatId })).toMatchObject({ ok: true });

    const refused = { ok: false, status: 400, reason: 'The event payload is not valid.' };
    for (const payload of [
      { chatId, clientId: 'c-nul', text: 'hello\u0000' },
      { chatId, clientId: 'c-lone', text: 'hello\uD800' },
      { chatId, clientId: 'c\u0000id', text: 'hello' },
      { chatId: 3_000_000_000, clientId: 'c-range', text: 'hello' },
    ]) {
      expect(await emitAck(socket, 'chat:send', payload), JSON.stringify(payload)).toEqual(refused);
    }
    expect(await emitAck(socket, 'chat:join', { chatId: 3_000_000_000 })).toEqual(refused);
    expect(await emitAck(socket, 'chat:sync', { chatId, afterSeq: 3_000_000_000 })).toEqual(
      refused,
    );
    const stored = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId));
    expect(stored).toEqual([]);

    // The same socket still sends a good message.
    expect(
      await emitAck(socket, 'chat:send', { chatId, clientId: 'c-good', text: 'Grüße 🌙' }),
    ).toMatchObject({ ok: true, message: { text: 'Grüße 🌙' } });
  });
});
