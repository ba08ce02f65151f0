import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { readWalletBalance } from '../wallet/wallet-ledger';
import type { ChatDeps } from './chat-deps';
import { chatDeadline, endChat } from './chat-lifecycle';
import { notifyLowBalance, notifyOrder, notifyQueue } from './chat-notify';
import { chatOrders } from './chat-tables';
import { countLapse } from './consultant-lapses';
import type { ConsultantPresence } from './consultant-presence';

/** The user is warned this long before the balance runs out. */
export const LOW_BALANCE_WARNING_SECONDS = 120;

export type SweepResult = Readonly<{
  expired: number[];
  extended: number[];
  warned: number[];
  ended: number[];
  /** Psychics set offline because their console was gone for the grace period. */
  away: number[];
  /** Chats ended because the psychic did not come back within the grace period. */
  abandoned: number[];
}>;

export type ChatSweeper = Readonly<{
  /** One pass over due work; every step claims rows by conditional update, so it is safe on N instances. */
  sweepOnce: () => Promise<SweepResult>;
  start: () => void;
  /** Stops the loop and waits for a pass in progress. */
  stop: () => Promise<void>;
}>;

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

async function expireTokens(deps: ChatDeps, now: Date): Promise<number[]> {
  const rows = await deps.db
    .update(chatOrders)
    .set({ status: 'expired', endedAt: now })
    .where(
      and(
        inArray(chatOrders.status, ['queued', 'accepted_by_consultant']),
        lte(chatOrders.expiresAt, now),
      ),
    )
    .returning({
      id: chatOrders.id,
      consultantId: chatOrders.consultantId,
      acceptedAt: chatOrders.acceptedAt,
    });
  for (const row of rows) {
    notifyQueue(deps.io, row.consultantId);
    await notifyOrder(deps, 'expired', row.id);
    // Never accepted: it lapsed for want of the psychic's answer.
    if (row.acceptedAt === null) await countLapse(deps, row.consultantId);
  }
  return rows.map((row) => row.id);
}

/** A recharge during the chat moves the deadline out; the warning may then come again. */
async function extendDeadlines(deps: ChatDeps, now: Date): Promise<number[]> {
  const near = await deps.db
    .select()
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.status, 'active'),
        isNull(chatOrders.pausedAt),
        lte(chatOrders.endsAt, later(now, LOW_BALANCE_WARNING_SECONDS)),
      ),
    );
  const extended: number[] = [];
  for (const order of near) {
    if (order.startedAt === null || order.endsAt === null) continue;
    const balance = await readWalletBalance(deps.db, order.userId);
    // Time the clock stood still (the psychic's console was gone) does not count.
    const clockStart = new Date(order.startedAt.getTime() + order.pausedMs);
    const deadline = chatDeadline(clockStart, order, balance);
    if (deadline.getTime() <= order.endsAt.getTime()) continue;
    const warnAgain = deadline.getTime() > later(now, LOW_BALANCE_WARNING_SECONDS).getTime();
    const [row] = await deps.db
      .update(chatOrders)
      .set({ endsAt: deadline, ...(warnAgain ? { lowBalanceWarnedAt: null } : {}) })
      .where(
        and(
          eq(chatOrders.id, order.id),
          eq(chatOrders.status, 'active'),
          lte(chatOrders.endsAt, order.endsAt),
        ),
      )
      .returning({ id: chatOrders.id });
    if (row === undefined) continue;
    extended.push(row.id);
    await notifyOrder(deps, 'extended', row.id);
  }
  return extended;
}

async function warnLowBalance(deps: ChatDeps, now: Date): Promise<number[]> {
  const rows = await deps.db
    .update(chatOrders)
    .set({ lowBalanceWarnedAt: now })
    .where(
      and(
        eq(chatOrders.status, 'active'),
        isNull(chatOrders.pausedAt),
        isNull(chatOrders.lowBalanceWarnedAt),
        lte(chatOrders.endsAt, later(now, LOW_BALANCE_WARNING_SECONDS)),
        gt(chatOrders.endsAt, now),
      ),
    )
    .returning({ id: chatOrders.id, endsAt: chatOrders.endsAt });
  for (const row of rows) {
    if (row.endsAt === null) continue;
    notifyLowBalance(deps.io, {
      chatId: row.id,
      endsAt: row.endsAt.toISOString(),
      secondsLeft: Math.max(0, Math.round((row.endsAt.getTime() - now.getTime()) / 1000)),
    });
  }
  return rows.map((row) => row.id);
}

async function endDueChats(deps: ChatDeps, now: Date): Promise<number[]> {
  const due = await deps.db
    .select({ id: chatOrders.id })
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.status, 'active'),
        isNull(chatOrders.pausedAt),
        lte(chatOrders.endsAt, now),
      ),
    );
  const ended: number[] = [];
  for (const { id } of due) {
    if (await endChat(deps, id, 'sweeper')) ended.push(id);
  }
  return ended;
}

export function createChatSweeper(
  deps: ChatDeps,
  presence: ConsultantPresence,
  onError: (error: unknown) => void,
): ChatSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;

  const sweepOnce = async (): Promise<SweepResult> => {
    const now = deps.clock();
    const expired = await expireTokens(deps, now);
    const extended = await extendDeadlines(deps, now);
    const warned = await warnLowBalance(deps, now);
    const ended = await endDueChats(deps, now);
    const { away, abandoned } = await presence.sweep(now);
    return { expired, extended, warned, ended, away, abandoned };
  };

  // A slow pass is not overlapped by the next tick of this instance.
  const tick = () => {
    if (busy) return;
    busy = true;
    running = sweepOnce()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };

  return {
    sweepOnce,
    start: () => {
      if (timer !== undefined) return;
      timer = setInterval(tick, deps.config.sweepIntervalMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
