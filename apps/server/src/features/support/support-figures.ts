import type { AdminSupportFigures } from '@lumus/contract/support/support-admin-calls';
import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { supportConversations as c } from './support-tables';

export const SUPPORT_FIGURE_DAYS = 7;

/**
 * The inbox's figures in one statement: what is open now, and the medians over the last week
 * (first response of conversations started in it, time to resolve of those resolved in it).
 */
export async function supportFigures(db: Database, now: Date): Promise<AdminSupportFigures> {
  const since = new Date(now.getTime() - SUPPORT_FIGURE_DAYS * 86_400_000).toISOString();
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${c.status} <> 'resolved')`.mapWith(Number),
      waitingForTeam: sql<number>`count(*) filter (where ${c.status} = 'open')`.mapWith(Number),
      firstResponse: sql<number | null>`percentile_cont(0.5) within group (
          order by extract(epoch from ${c.firstResponseAt} - ${c.createdAt}))
        filter (where ${c.createdAt} >= ${since}::timestamptz and ${c.firstResponseAt} is not null)`,
      resolve: sql<number | null>`percentile_cont(0.5) within group (
          order by extract(epoch from ${c.resolvedAt} - ${c.createdAt}))
        filter (where ${c.resolvedAt} >= ${since}::timestamptz)`,
    })
    .from(c);
  const seconds = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value));
  return {
    open: row?.open ?? 0,
    waitingForTeam: row?.waitingForTeam ?? 0,
    medianFirstResponseSeconds: seconds(row?.firstResponse),
    medianResolveSeconds: seconds(row?.resolve),
    days: SUPPORT_FIGURE_DAYS,
  };
}
