import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { inArray } from 'drizzle-orm';
import type { SessionDeps } from './session-deps';
import { pastSessionCounts } from './consultant-figures';
import { consultantQueue } from './queue-tokens';
import { earningsOf } from './session-billing';
import { chatOrders } from './session-tables';

/**
 * The psychic's waiting and live sessions with what only they see: their own earnings per
 * minute (the rate less the platform's share frozen with it, by the one formula billing uses)
 * and how many sessions this user has already had with them.
 */
export async function consoleQueueOrders(
  deps: SessionDeps,
  consultantId: number,
): Promise<ConsoleOrder[]> {
  const orders = await consultantQueue(deps, consultantId);
  if (orders.length === 0) return [];
  const [shares, past] = await Promise.all([
    deps.db
      .select({ id: chatOrders.id, percent: chatOrders.platformSharePercent })
      .from(chatOrders)
      .where(
        inArray(
          chatOrders.id,
          orders.map((order) => order.id),
        ),
      ),
    pastSessionCounts(
      deps.db,
      consultantId,
      orders.map((order) => order.userId),
    ),
  ]);
  const shareOf = new Map(shares.map((row) => [row.id, row.percent]));
  return orders.map((order) => {
    const platformSharePercent = shareOf.get(order.id) ?? 0;
    return {
      ...order,
      platformSharePercent,
      earningsPerMinute: earningsOf(order.ratePerMinute, platformSharePercent),
      pastSessions: past.get(order.userId) ?? 0,
    };
  });
}
