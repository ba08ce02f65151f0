import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { perDatabase } from '../../lib/db/per-database';
import { chatOrders } from '../sessions/session-tables';
import type { ChatSide } from './chat-access';
import { chatMessages } from './chat-tables';

export type NewMessage = Readonly<{
  chatId: number;
  senderUserId: number;
  side: ChatSide;
  clientId: string;
  text: string;
  at: Date;
}>;

const messageRowSchema = z.object({
  id: z.number(),
  chatOrderId: z.number(),
  seq: z.number(),
  senderUserId: z.number(),
  senderRole: z.enum(['user', 'consultant']),
  clientId: z.string(),
  text: z.string(),
  createdAt: z.coerce.date(),
  deliveredAt: z.coerce.date().nullable(),
  readAt: z.coerce.date().nullable(),
});
export type StoredMessage = z.output<typeof messageRowSchema>;

/** Both drivers answer `execute` with `{ rows }`; the columns are aliased to the row's names. */
export const storedRowsSchema = z.object({ rows: z.array(messageRowSchema) });

/**
 * What the batch did with a message: stored it, or left it to be sent alone, by the statement that
 * tells a resend, an ended chat, a wait for consent and a suspension apart (chat-messages.ts).
 */
export type BatchOutcome = StoredMessage | 'alone';

type Waiting = NewMessage & { resolve: (outcome: BatchOutcome) => void };

/** A bound on one statement's size; a larger queue goes in several. */
const MAX_BATCH = 200;

const keyOf = (message: Pick<NewMessage, 'chatId' | 'senderUserId' | 'clientId'>) =>
  `${String(message.chatId)}/${String(message.senderUserId)}/${message.clientId}`;

/**
 * Messages are written like a group commit (decision 066), as read receipts are (056): a message
 * that finds no statement running goes at once, alone; messages that come while one runs wait for
 * it and then go together in one statement. An idle chat waits for nothing; a busy server sends
 * one statement, and wakes PostgreSQL once, where it did for every message.
 *
 * The order of the queue is the order of the seqs in a chat. A socket sends its next message only
 * when its last one is answered (in-turn.ts), so a batch never holds two of one socket's.
 */
export const messageSendBatch = perDatabase((db) => {
  let queue: Waiting[] = [];
  let running = false;

  /** The next batch: the queue's head, without a second copy of a client id (left for the next). */
  const take = (): Waiting[] => {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const keys = new Set<string>();
    for (const message of queue) {
      const key = keyOf(message);
      if (batch.length >= MAX_BATCH || keys.has(key)) rest.push(message);
      else {
        keys.add(key);
        batch.push(message);
      }
    }
    queue = rest;
    return batch;
  };

  const drain = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = take();
      let stored: Map<string, StoredMessage> | undefined;
      try {
        stored = await storeBatch(db, batch);
      } catch {
        // A resend that raced its first copy, a deadlock, a broken row: each message goes again
        // alone, where its own error or answer is its own.
        stored = undefined;
      }
      for (const message of batch) message.resolve(stored?.get(keyOf(message)) ?? 'alone');
    }
    running = false;
  };

  return (message: NewMessage): Promise<BatchOutcome> =>
    new Promise<BatchOutcome>((resolve) => {
      queue.push({ ...message, resolve });
      if (!running) void drain();
    });
});

/**
 * One statement for the batch. Each chat's counter goes up by the number of its new messages, and
 * they take the seqs in queue order. A message already stored under its client id, or for a chat
 * that does not take messages now, is left out, its chat's counter untouched. So is a chat whose
 * row another transaction holds (a minute's billing, another instance's batch): the batch does not
 * wait for it, its message waits alone, so one slow transaction holds up one chat, not every chat
 * of the instance. The lock is the one the update takes anyway (`no key update`), which leaves
 * alone the key-share locks of other messages' inserts into the chat. The rows are found by id
 * alone and their status read once locked: asked for active chats, the planner walked every
 * active chat. A duplicate client id that slips past the check (a resend on another instance at
 * the same moment) fails the whole statement, counters included, so seqs stay gap-free.
 */
async function storeBatch(
  db: Database,
  batch: readonly NewMessage[],
): Promise<Map<string, StoredMessage>> {
  const rows = sql.join(
    batch.map(
      (message, ord) =>
        sql`(${ord}::integer, ${message.chatId}::integer, ${message.senderUserId}::integer, ${message.side}::text, ${message.clientId}::text, ${message.text}::text, ${message.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with input (ord, chat_id, sender_user_id, sender_role, client_id, text, created_at) as (
      values ${rows}
    ),
    fresh as (
      select i.* from input i
      where not exists (
        select 1 from ${chatMessages} m
        where m.chat_order_id = i.chat_id and m.sender_user_id = i.sender_user_id
          and m.client_id = i.client_id
      )
    ),
    counts as (select chat_id, count(*)::integer as n from fresh group by chat_id),
    locked as materialized (
      select o.id, o.status, o.pause_reason from ${chatOrders} o
      where o.id = any(array(select chat_id from counts))
      for no key update skip locked
    ),
    next as (
      update ${chatOrders} o set last_seq = o.last_seq + c.n
      from locked l join counts c on c.chat_id = l.id
      where o.id = l.id and l.status = 'active' and l.pause_reason is distinct from 'consent'
      returning o.id, o.last_seq - c.n as first_seq
    )
    insert into ${chatMessages}
      (chat_order_id, seq, sender_user_id, sender_role, client_id, text, created_at)
    select f.chat_id,
      n.first_seq + (row_number() over (partition by f.chat_id order by f.ord))::integer,
      f.sender_user_id, f.sender_role, f.client_id, f.text, f.created_at
    from fresh f join next n on n.id = f.chat_id
    returning id, chat_order_id as "chatOrderId", seq, sender_user_id as "senderUserId",
      sender_role as "senderRole", client_id as "clientId", text, created_at as "createdAt",
      delivered_at as "deliveredAt", read_at as "readAt"`);
  const stored = new Map<string, StoredMessage>();
  for (const row of storedRowsSchema.parse(result).rows) {
    stored.set(keyOf({ chatId: row.chatOrderId, ...row }), row);
  }
  return stored;
}
