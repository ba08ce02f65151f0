import { and, eq, isNull, lte } from 'drizzle-orm';
import { readBalanceIn } from '../wallet/wallet-ledger';
import type { SessionDeps } from './session-deps';
import { chatDeadline } from './session-lifecycle';
import { notifyOrder } from './session-notify';
import { chatOrders } from './session-tables';

/** The user is warned this long before the balance runs out. */
export const LOW_BALANCE_WARNING_SECONDS = 120;

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

type SessionRow = typeof chatOrders.$inferSelect;

/**
 * Moves a running session's end out to what the balance now pays for (a recharge: the balance is
 * not reserved), and tells both sides (`extended`). The warning may then come again. The update
 * is conditional on the end it read, so two instances extending at once extend once.
 */
export async function extendSession(
  deps: Pick<SessionDeps, 'db' | 'io'>,
  order: SessionRow,
  now: Date,
): Promise<boolean> {
  if (order.startedAt === null || order.endsAt === null) return false;
  const balance = await readBalanceIn(deps.db, order.userId, order.currency);
  // Time the clock stood still (the psychic's console was gone) does not count.
  const clockStart = new Date(order.startedAt.getTime() + order.pausedMs);
  const deadline = chatDeadline(clockStart, order, balance);
  if (deadline.getTime() <= order.endsAt.getTime()) return false;
  const warnAgain = deadline.getTime() > later(now, LOW_BALANCE_WARNING_SECONDS).getTime();
  const [row] = await deps.db
    .update(chatOrders)
    .set({ endsAt: deadline, ...(warnAgain ? { lowBalanceWarnedAt: null } : {}) })
    .where(
      and(
        eq(chatOrders.id, order.id),
        eq(chatOrders.status, 'active'),
        isNull(chatOrders.pausedAt),
        lte(chatOrders.endsAt, order.endsAt),
      ),
    )
    .returning({ id: chatOrders.id });
  if (row === undefined) return false;
  await notifyOrder(deps, 'extended', row.id);
  return true;
}

/**
 * The user's balance changed: their running session, if any, ends when the new balance runs out,
 * at once rather than when the sweeper reaches its last two minutes. A paused session is moved when
 * it resumes (the sweeper's step catches it then).
 */
export async function extendSessionOf(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  userId: number,
): Promise<number | undefined> {
  const [order] = await deps.db
    .select()
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.userId, userId),
        eq(chatOrders.status, 'active'),
        isNull(chatOrders.pausedAt),
      ),
    );
  if (order === undefined) return undefined;
  return (await extendSession(deps, order, deps.clock())) ? order.id : undefined;
}
