import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { chatMessages } from '../chat/chat-tables';

export type MessageRef = Readonly<{ chatId: number; seq: number }>;

type Waiting = MessageRef & {
  due: number;
  unread: () => void;
  read: () => void;
  failed: (error: unknown) => void;
};

/** Messages whose wait ended within this much of the first are asked about together. */
const GATHER_MS = 250;
const MAX_BATCH = 500;

const unreadSchema = z.object({ rows: z.array(z.object({ chatId: z.number(), seq: z.number() })) });

/**
 * A message's push waits a moment for the read receipt (decision 056): a page that shows the
 * message reads it within milliseconds, so most messages need no push and no question to the other
 * instances about who is looking. When the wait is over, the messages due together are asked
 * about in one statement; the promise of each settles when it was found read (nothing to do), or
 * once its `onUnread` has run.
 */
export function unreadWait(db: Database, waitMs: number) {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    const [first] = queue;
    if (timer !== undefined || first === undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        void ask().finally(schedule);
      },
      Math.max(0, first.due - Date.now()),
    );
  };

  const ask = async () => {
    const until = Date.now() + GATHER_MS;
    const later = queue.findIndex((entry) => entry.due > until);
    const count = Math.min(MAX_BATCH, later === -1 ? queue.length : later);
    const batch = queue.slice(0, count);
    queue = queue.slice(count);
    if (batch.length === 0) return;
    try {
      const pairs = sql.join(
        batch.map((entry) => sql`(${entry.chatId}::integer, ${entry.seq}::integer)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select chat_order_id as "chatId", seq from ${chatMessages}
        where (chat_order_id, seq) in (values ${pairs}) and read_at is null`);
      const unread = new Set(
        unreadSchema.parse(result).rows.map((row) => `${row.chatId}:${row.seq}`),
      );
      for (const entry of batch) {
        if (unread.has(`${entry.chatId}:${entry.seq}`)) entry.unread();
        else entry.read();
      }
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    }
  };

  /** Settles once the message was found read, or once `onUnread` ran for it. */
  return (message: MessageRef, onUnread: () => Promise<unknown>): Promise<unknown> =>
    new Promise((resolve, reject) => {
      queue.push({
        ...message,
        due: Date.now() + waitMs,
        unread: () => {
          onUnread().then(resolve, reject);
        },
        read: () => {
          resolve(undefined);
        },
        failed: reject,
      });
      schedule();
    });
}
