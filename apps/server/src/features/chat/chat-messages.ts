import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { ChatSide } from './chat-access';
import type { ChatDeps } from './chat-deps';
import { notifyMessage } from './chat-notify';
import { chatMessages, chatOrders } from './chat-tables';

type MessageRow = typeof chatMessages.$inferSelect;

const SYNC_LIMIT = 1000;

function toWire(row: MessageRow): ChatMessage {
  return {
    chatId: row.chatOrderId,
    seq: row.seq,
    clientId: row.clientId,
    senderRole: row.senderRole,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

async function findByClientId(
  db: Database,
  chatId: number,
  senderUserId: number,
  clientId: string,
) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatOrderId, chatId),
        eq(chatMessages.senderUserId, senderUserId),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row;
}

/** Rolls back a sequence number taken for a message whose client id turned out to be stored. */
class DuplicateMessage extends Error {}

/**
 * Stores a message once per client id and gives it the chat's next sequence number; a resend gets
 * the first message back (same seq) and is not broadcast again.
 */
export async function sendMessage(
  deps: ChatDeps,
  input: { chatId: number; senderUserId: number; side: ChatSide; clientId: string; text: string },
): Promise<ChatMessage> {
  const earlier = await findByClientId(deps.db, input.chatId, input.senderUserId, input.clientId);
  if (earlier !== undefined) return toWire(earlier);
  let stored: MessageRow;
  try {
    stored = await deps.db.transaction(async (tx) => {
      // The counter row is locked until commit, so seqs of one chat are gap-free and ordered.
      const [order] = await tx
        .update(chatOrders)
        .set({ lastSeq: sql`${chatOrders.lastSeq} + 1` })
        .where(and(eq(chatOrders.id, input.chatId), eq(chatOrders.status, 'active')))
        .returning({ seq: chatOrders.lastSeq });
      if (order === undefined) throw new CallFailure(409, 'This chat is not active.');
      const [row] = await tx
        .insert(chatMessages)
        .values({
          chatOrderId: input.chatId,
          seq: order.seq,
          senderUserId: input.senderUserId,
          senderRole: input.side,
          clientId: input.clientId,
          text: input.text,
          createdAt: deps.clock(),
        })
        .onConflictDoNothing()
        .returning();
      if (row === undefined) throw new DuplicateMessage();
      return row;
    });
  } catch (error) {
    if (!(error instanceof DuplicateMessage)) throw error;
    const winner = await findByClientId(deps.db, input.chatId, input.senderUserId, input.clientId);
    if (winner === undefined) throw error;
    return toWire(winner);
  }
  const message = toWire(stored);
  notifyMessage(deps.io, message);
  return message;
}

export async function messagesAfter(
  db: Database,
  chatId: number,
  afterSeq: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatOrderId, chatId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(SYNC_LIMIT);
  return rows.map(toWire);
}

/** Marks the other side's messages up to `seq` delivered or read; returns when, if any changed. */
export async function markReceipt(
  deps: ChatDeps,
  input: { chatId: number; side: ChatSide; seq: number; kind: 'delivered' | 'read' },
): Promise<Date | undefined> {
  const at = deps.clock();
  const column = input.kind === 'read' ? chatMessages.readAt : chatMessages.deliveredAt;
  const set = input.kind === 'read' ? { readAt: at, deliveredAt: at } : { deliveredAt: at };
  const rows = await deps.db
    .update(chatMessages)
    .set(set)
    .where(
      and(
        eq(chatMessages.chatOrderId, input.chatId),
        lte(chatMessages.seq, input.seq),
        ne(chatMessages.senderRole, input.side),
        isNull(column),
      ),
    )
    .returning({ seq: chatMessages.seq });
  return rows.length === 0 ? undefined : at;
}
