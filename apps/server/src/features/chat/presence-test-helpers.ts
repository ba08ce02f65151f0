import type { ChatOrderEvent } from '@lumus/contract/chat/chat-events';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';
import type { TestUser } from '../../test/call-client';
import { chatSocket, emitAck } from './chat-socket-test-client';
import { chatOrders } from '../sessions/session-tables';
import { consoleConnections } from './presence-tables';

/** A psychic's console page: a signed-in socket that said `console:present`. */
export async function consoleSocket(url: string, psychic: TestUser): Promise<Socket> {
  const socket = await chatSocket(url, psychic);
  const ack = await emitAck(socket, 'console:present', {});
  if (!ack.ok) throw new Error(`console:present failed: ${String(ack.reason)}`);
  return socket;
}

/**
 * Waits for the server to have acted on something the test caused over the network (a socket
 * closing is handled when the server notices it). A wait for a condition, not a timing claim.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/** Closes a console socket and waits until the server has recorded the page as gone. */
export async function closeConsole(db: Database, socket: Socket, consultantId: number) {
  socket.disconnect();
  await until(async () => {
    const open = await db
      .select({ closedAt: consoleConnections.closedAt })
      .from(consoleConnections)
      .where(eq(consoleConnections.consultantId, consultantId));
    return open.every((row) => row.closedAt !== null);
  }, 'the console page to be recorded as closed');
}

/** Every `chat:order` event of the given kind this socket receives from now on. */
export function orderEvents(socket: Socket, kind: ChatOrderEvent['kind']): ChatOrderEvent[] {
  const seen: ChatOrderEvent[] = [];
  socket.on('chat:order', (event: ChatOrderEvent) => {
    if (event.kind === kind) seen.push(event);
  });
  return seen;
}

export async function statusOf(db: Database, consultantId: number) {
  const [row] = await db
    .select({ status: consultants.status })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  return row?.status;
}

export async function orderRow(db: Database, chatId: number) {
  const [row] = await db.select().from(chatOrders).where(eq(chatOrders.id, chatId));
  if (row === undefined) throw new Error(`no chat ${chatId}`);
  return row;
}
