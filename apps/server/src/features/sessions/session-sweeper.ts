import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { askConsentAtFreeEnd, endLapsedConsents } from './session-consent';
import type { SessionDeps } from './session-deps';
import { extendSession, LOW_BALANCE_WARNING_SECONDS } from './session-extension';
import { endChat } from './session-lifecycle';
import { endLostCalls } from './session-pause';
import { notifyLowBalance, notifyOrder, notifyQueue } from './session-notify';
import { chatOrders } from './session-tables';
import type { SweepLock } from './sweep-lock';

export type SweepResult = Readonly<{
  /** False when another instance held the sweep at the time: this one did only its own part. */
  swept: boolean;
  expired: number[];
  extended: number[];
  warned: number[];
  ended: number[];
  /** Sessions paused at the end of their free minutes to ask the user to go on at the rate. */
  askedConsent: number[];
  /** Sessions ended because the user did not agree within the consent window (nothing charged). */
  consentLapsed: number[];
  /** Psychics set offline because their console was gone for the grace period. */
  away: number[];
  /** Chats ended because the psychic did not come back within the grace period. */
  abandoned: number[];
  /** Calls ended because their audio did not come back within the call grace period. */
  lost: number[];
}>;

/**
 * What the console's presence (a chat feature) does in the same pass: `refresh` on every instance
 * (its own records), `sweep` once across instances; `lapsed` when a request lapsed unanswered;
 * `consolePresent` answers whether a psychic is there at all.
 */
export type SweepHooks = Readonly<{
  refresh: (now: Date) => Promise<void>;
  sweep: (now: Date) => Promise<{ away: number[]; abandoned: number[] }>;
  /** Whether `sweep` has anything to look at (any console page's record); one cheap query. */
  anyToSweep: () => Promise<boolean>;
  lapsed: (consultantId: number) => Promise<unknown>;
  /** Whether a psychic has a console page open now (a chat continued after its free minutes). */
  consolePresent: (consultantId: number) => Promise<boolean>;
}>;

export type ChatSweeper = Readonly<{
  /**
   * One pass over due work, run by one instance at a time (the lock); every step also claims rows
   * by conditional update, so a pass is safe even where the lock cannot exclude.
   */
  sweepOnce: () => Promise<SweepResult>;
  /**
   * What the timer runs: the same pass, unless any instance started one within the sweep interval,
   * so N instances make one pass per interval between them (each still refreshes its own records).
   */
  tickOnce: () => Promise<SweepResult>;
  start: () => void;
  /** Stops the loop and waits for a pass in progress. */
  stop: () => Promise<void>;
}>;

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

async function expireTokens(deps: SessionDeps, hooks: SweepHooks, now: Date): Promise<number[]> {
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
    if (row.acceptedAt === null) await hooks.lapsed(row.consultantId);
  }
  return rows.map((row) => row.id);
}

/**
 * Sessions near their end whose balance grew: the listener on wallet changes moves them at once;
 * this catches a change it missed (its instance died, or the session was paused meanwhile).
 */
async function extendDeadlines(deps: SessionDeps, now: Date): Promise<number[]> {
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
    if (await extendSession(deps, order, now)) extended.push(order.id);
  }
  return extended;
}

async function warnLowBalance(deps: SessionDeps, now: Date): Promise<number[]> {
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

async function endDueChats(deps: SessionDeps, now: Date): Promise<number[]> {
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

/**
 * Every step of a pass but the presence hook's looks only at chats that are waiting for a psychic,
 * accepted or active: with none of them and no console record, a pass would find nothing. An idle
 * server asks this (one indexed query, two with a console open) instead of running ten queries a
 * second (decision 054); what is swept, and when, stays the same.
 */
async function anyOpenChat(deps: SessionDeps): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: chatOrders.id })
    .from(chatOrders)
    .where(inArray(chatOrders.status, ['queued', 'accepted_by_consultant', 'active']))
    .limit(1);
  return row !== undefined;
}

const NOTHING = {
  expired: [],
  extended: [],
  warned: [],
  ended: [],
  askedConsent: [],
  consentLapsed: [],
  away: [],
  abandoned: [],
  lost: [],
};

export function createChatSweeper(
  deps: SessionDeps,
  options: Readonly<{ lock: SweepLock; hooks: SweepHooks; onError: (error: unknown) => void }>,
): ChatSweeper {
  const { lock, hooks, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;

  const pass = async (timed: boolean): Promise<SweepResult> => {
    const now = deps.clock();
    // Every instance keeps its own console records fresh, whoever sweeps.
    await hooks.refresh(now);
    const work = async (): Promise<SweepResult> => {
      if (!(await anyOpenChat(deps)) && !(await hooks.anyToSweep())) {
        return { swept: true, ...NOTHING };
      }
      const expired = await expireTokens(deps, hooks, now);
      // Before the deadline steps: a session past its free end must stand still, not run on paid.
      const askedConsent = await askConsentAtFreeEnd(deps, now);
      const consentLapsed = await endLapsedConsents(deps, now);
      const extended = await extendDeadlines(deps, now);
      const warned = await warnLowBalance(deps, now);
      const ended = await endDueChats(deps, now);
      const { away, abandoned } = await hooks.sweep(now);
      const lost = await endLostCalls(deps, now);
      return {
        swept: true,
        expired,
        extended,
        warned,
        ended,
        askedConsent,
        consentLapsed,
        away,
        abandoned,
        lost,
      };
    };
    const done = timed
      ? await lock.oncePerInterval(deps.config.sweepIntervalMs, work)
      : await lock.exclusive(work);
    return done ?? { swept: false, ...NOTHING };
  };
  const sweepOnce = () => pass(false);
  const tickOnce = () => pass(true);
  // A slow pass is not overlapped by the next tick of this instance.
  const tick = () => {
    if (busy) return;
    busy = true;
    running = tickOnce()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };

  return {
    sweepOnce,
    tickOnce,
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
