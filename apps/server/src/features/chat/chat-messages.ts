import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { ChatSide } from './chat-access';
import type { SessionDeps } from '../sessions/session-deps';
import { notifyMessage } from './chat-notify';
import { chatOrders } from '../sessions/session-tables';
import { chatMessages } from './chat-tables';
import { announceUnconfirmed } from './message-announce';
import { notifyChatMessage } from '../push/push-notices';
import { isUniqueViolation } from '../../lib/db/unique-violation';
import { perDatabase } from '../../lib/db/per-database';
import { assertConsultantMayUseChat, consultantMayUseChat } from './console-suspension';
import { highestSeq, readReceiptBatch, type Marked } from './read-receipt-batch';
import { messageSendBatch, storedRowsSchema } from './message-send-batch';

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

/**
 * What a send came to: the message, and whether it was stored just now. A new message is stored
 * only in a chat in progress; a resend of one stored before is not (it may come after the end).
 */
export type SentMessage = Readonly<{ message: ChatMessage; stored: boolean }>;

/**
 * Stores a message once per client id and gives it the chat's next sequence number; a resend gets
 * the first message back (same seq), pushed again if the other side has not confirmed it: the
 * instance that stored it may have died before pushing it (message-announce.ts).
 *
 * A new message goes in a batch with those that come while one is stored (message-send-batch.ts).
 * What the batch leaves (a resend, a chat that does not take messages, a failed batch) goes alone
 * in one statement that takes the seq and inserts the row: the order row stays locked until the
 * statement ends, so seqs of one chat are ordered, and a duplicate client id fails the whole
 * statement, seq increment included, so seqs stay gap-free. One round trip instead of a
 * four-statement transaction is what keeps the chat fast on single-connection PGlite
 * (docs/decisions/015).
 */
export async function sendMessage(
  deps: SessionDeps,
  input: {
    chatId: number;
    senderUserId: number;
    side: ChatSide;
    clientId: string;
    text: string;
    /** The sending socket, which hears of its message in the acknowledgement instead. */
    fromSocketId?: string;
  },
): Promise<SentMessage> {
  const at = deps.clock();
  const batched = await messageSendBatch(deps.db)({ ...input, at });
  if (batched !== 'alone')
    return { message: delivered(deps, toWire(batched), input), stored: true };
  let rows: MessageRow[];
  try {
    const result = await deps.db.execute(sql`
      with next as (
        update ${chatOrders} set last_seq = last_seq + 1
        where id = ${input.chatId} and status = 'active'
          and pause_reason is distinct from 'consent'
        returning last_seq
      )
      insert into ${chatMessages}
        (chat_order_id, seq, sender_user_id, sender_role, client_id, text, created_at)
      select ${input.chatId}, next.last_seq, ${input.senderUserId}, ${input.side},
        ${input.clientId}, ${input.text}, ${at.toISOString()}::timestamptz
      from next
      returning id, chat_order_id as "chatOrderId", seq, sender_user_id as "senderUserId",
        sender_role as "senderRole", client_id as "clientId", text, created_at as "createdAt",
        delivered_at as "deliveredAt", read_at as "readAt"`);
    rows = storedRowsSchema.parse(result).rows;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await findByClientId(deps.db, input.chatId, input.senderUserId, input.clientId);
    if (earlier === undefined) throw error;
    return { message: announcedAgain(deps, earlier), stored: false };
  }
  const [row] = rows;
  if (row === undefined) {
    // A suspended psychic is refused as such outside the chat in progress (console-suspension.ts);
    // read only now, since the statement above takes a message only in an active chat, which a
    // suspension never closes to them.
    if (input.side === 'consultant') await assertConsultantMayUseChat(deps.db, input.chatId);
    // Not active any more; a resend of a message stored before the end still gets its answer.
    const earlier = await findByClientId(deps.db, input.chatId, input.senderUserId, input.clientId);
    if (earlier !== undefined) return { message: announcedAgain(deps, earlier), stored: false };
    throw new CallFailure(409, await refusalReason(deps.db, input.chatId, input.side));
  }
  return { message: delivered(deps, toWire(row), input), stored: true };
}

/** A newly stored message goes to the chat's room and, if nobody there reads it, to a push. */
function delivered(
  deps: SessionDeps,
  message: ChatMessage,
  input: { senderUserId: number; fromSocketId?: string },
): ChatMessage {
  notifyMessage(deps.io, message, input.fromSocketId);
  notifyChatMessage(deps, message, input.senderUserId);
  return message;
}

const REASON_NOT_ACTIVE = 'This chat is not active.';

/** Why a message was not taken: the chat is over, or it waits for the user's yes to go on. */
async function refusalReason(db: Database, chatId: number, side: ChatSide): Promise<string> {
  const [order] = await db
    .select({ status: chatOrders.status, pauseReason: chatOrders.pauseReason })
    .from(chatOrders)
    .where(eq(chatOrders.id, chatId));
  if (order?.status !== 'active' || order.pauseReason !== 'consent') return REASON_NOT_ACTIVE;
  return side === 'user'
    ? 'The free minutes are over. Continue the chat to send more messages.'
    : 'Waiting for the user to continue the chat.';
}

function announcedAgain(deps: SessionDeps, row: MessageRow): ChatMessage {
  const message = toWire(row);
  announceUnconfirmed(deps.io, [message], message.senderRole);
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

export type ReceiptKind = 'delivered' | 'read';

/** One prepared update per side for a delivery receipt (reads go in batches: read-receipt-batch.ts). */
const deliveredStatements = perDatabase((db) => {
  const statement = (side: ChatSide) => {
    const chatId = sql.placeholder('chatId');
    return db
      .update(chatMessages)
      .set({ deliveredAt: sql`${sql.placeholder('at')}::timestamptz` })
      .where(
        and(
          eq(chatMessages.chatOrderId, chatId),
          gt(chatMessages.seq, sql.placeholder('after')),
          lte(chatMessages.seq, sql.placeholder('seq')),
          ne(chatMessages.senderRole, side),
          isNull(chatMessages.deliveredAt),
          side === 'consultant' ? consultantMayUseChat(chatId) : undefined,
        ),
      )
      .returning({ seq: chatMessages.seq })
      .prepare(`chat_receipt_delivered_${side}`);
  };
  return { user: statement('user'), consultant: statement('consultant') };
});

/**
 * Marks the other side's messages after `after` up to `seq` delivered or read (all of theirs up to
 * `after` must be so already); returns when, and the highest seq it marked, if any changed. The
 * psychic's side reads their suspension in the same statement; only when nothing changed is it
 * asked again, to refuse a suspended psychic outside the chat in progress (console-suspension.ts).
 */
export async function markReceipt(
  deps: SessionDeps,
  input: { chatId: number; side: ChatSide; after: number; seq: number; kind: ReceiptKind },
): Promise<{ at: Date; upTo: number } | undefined> {
  const at = deps.clock();
  const upTo: Marked =
    input.kind === 'read'
      ? await readReceiptBatch(deps.db)({ ...input, at })
      : highestSeq(
          await deliveredStatements(deps.db)[input.side].execute({
            chatId: input.chatId,
            after: input.after,
            seq: input.seq,
            at: at.toISOString(),
          }),
        );
  if (upTo !== undefined) return { at, upTo };
  if (input.side === 'consultant') await assertConsultantMayUseChat(deps.db, input.chatId);
  return undefined;
}
