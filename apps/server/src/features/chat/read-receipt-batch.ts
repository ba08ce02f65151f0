import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { perDatabase } from '../../lib/db/per-database';
import type { ChatSide } from './chat-access';
import { chatMessages } from './chat-tables';
import { consultantMayUseChat } from './console-suspension';

/**
 * Marks the other side's messages from after `after` up to `seq` read. Every message of theirs up
 * to `after` must be read already: the reader's last receipt said so (chat-socket.ts).
 */
export type ReadReceipt = Readonly<{
  chatId: number;
  side: ChatSide;
  after: number;
  seq: number;
  at: Date;
}>;

/** The highest seq the receipt marked read; undefined if it marked none. */
export type Marked = number | undefined;

type Waiting = ReadReceipt & {
  resolve: (marked: Marked) => void;
  reject: (error: unknown) => void;
};

/** A bound on one statement's size; a larger queue goes in several. */
const MAX_BATCH = 500;

const changedSchema = z.object({
  rows: z.array(
    z.object({
      chatId: z.number(),
      seq: z.number(),
      senderRole: z.enum(['user', 'consultant']),
    }),
  ),
});

/**
 * Read receipts are the most frequent write after the message itself: one per message, each its
 * own round trip. They are written like a group commit (decision 056): a receipt that finds no
 * statement running goes at once, alone; receipts that come while one runs wait for it and then go
 * together in one statement. An idle chat waits for nothing, and a busy server writes one
 * statement where it wrote hundreds.
 */
export const readReceiptBatch = perDatabase((db) => {
  let queue: Waiting[] = [];
  let running = false;

  const drain = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      try {
        const marked = await markRead(db, batch);
        for (const receipt of batch) receipt.resolve(marked(receipt));
      } catch (error) {
        for (const receipt of batch) receipt.reject(error);
      }
    }
    running = false;
  };

  return (receipt: ReadReceipt): Promise<Marked> =>
    new Promise<Marked>((resolve, reject) => {
      queue.push({ ...receipt, resolve, reject });
      if (!running) void drain();
    });
});

/**
 * One statement for the batch (`markReadStatement`). Each receipt is answered with what its own
 * range holds.
 */
async function markRead(
  db: Database,
  batch: readonly ReadReceipt[],
): Promise<(receipt: ReadReceipt) => Marked> {
  const result = await db.execute(markReadStatement(batch));
  const changed = changedSchema.parse(result).rows;
  return (receipt) =>
    highestSeq(
      changed.filter(
        (row) =>
          row.chatId === receipt.chatId &&
          row.senderRole !== receipt.side &&
          row.seq > receipt.after &&
          row.seq <= receipt.seq,
      ),
    );
}

/**
 * The batch's statement. Read implies delivered, and a delivery already stored keeps its own time.
 * The psychic's side reads their suspension in the same statement (console-suspension.ts). Each
 * receipt walks its chat's seq index from `after`: a few entries, not the chat's history. That walk
 * is written so the planner cannot choose another: each receipt's messages are looked up in a
 * lateral subquery it may not pull up (`offset 0`), and the update finds them by id from an array.
 * Written as one join, a batch of 60 receipts was planned as a hash join over a sequential scan of
 * every message, and the suspension check as a hash over every chat in progress, whenever the table
 * had grown since its statistics (decision 072). Two receipts of one chat and side (two pages of
 * one reader) may both match a message; PostgreSQL then updates it once, with one of their times,
 * which differ by the time the batch waited. `read_at is null` is asked again of the row being
 * updated, so a receipt that committed meanwhile keeps its time.
 */
export function markReadStatement(batch: readonly ReadReceipt[]): SQL {
  const rows = sql.join(
    batch.map(
      (receipt) =>
        sql`(${receipt.chatId}::integer, ${receipt.after}::integer, ${receipt.seq}::integer, ${receipt.side}::text, ${receipt.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`
    with r (chat_id, after, seq, side, at) as (values ${rows}),
    target as materialized (
      select t.id, r.at from r
      cross join lateral (
        select m.id from ${chatMessages} m
        where m.chat_order_id = r.chat_id and m.seq > r.after and m.seq <= r.seq
          and m.sender_role <> r.side and m.read_at is null
          and (r.side = 'user' or ${consultantMayUseChat(sql`r.chat_id`)})
        offset 0
      ) t
    )
    update ${chatMessages} as m
    set read_at = t.at, delivered_at = coalesce(m.delivered_at, t.at)
    from target t
    where m.id = any(array(select id from target)) and m.id = t.id and m.read_at is null
    returning m.chat_order_id as "chatId", m.seq, m.sender_role as "senderRole"`;
}

/** The highest seq of the rows a receipt changed; undefined if none. */
export function highestSeq(rows: readonly { seq: number }[]): Marked {
  let highest: Marked;
  for (const row of rows) if (highest === undefined || row.seq > highest) highest = row.seq;
  return highest;
}
