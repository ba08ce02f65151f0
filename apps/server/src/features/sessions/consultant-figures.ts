import type { ConsoleFigures } from '@lumus/contract/console/console-figures';
import type { CurrencyAmount } from '@lumus/contract/markets/currency-amount';
import { isMarketCurrency } from '@lumus/contract/markets/market-currency';
import { and, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { missedRequest } from './missed-requests';
import { chatOrders } from './session-tables';

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const seconds = (value: ReturnType<typeof sql>) =>
  sql<number | null>`round(avg(${value}))`.mapWith((v: string | number | null) =>
    v === null ? null : Number(v),
  );

/**
 * A psychic's performance over the requests made to them since `since`, from the orders alone:
 * a request counts once it was accepted, declined by them or missed; one the user withdrew before
 * an answer does not count against them. Session length is the time both were in, pauses left out.
 */
export async function consultantFigures(
  db: Database,
  consultantId: number,
  since: Date,
): Promise<ConsoleFigures> {
  const accepted = isNotNull(chatOrders.acceptedAt);
  const declined = and(eq(chatOrders.status, 'declined'), isNull(chatOrders.endReason));
  const sessionEnded = and(eq(chatOrders.status, 'ended'), isNotNull(chatOrders.startedAt));
  const [row] = await db
    .select({
      accepted: counted(sql`${accepted}`),
      declined: counted(sql`${declined}`),
      missed: counted(sql`${missedRequest}`),
      sessions: counted(sql`${sessionEnded}`),
      response: seconds(
        sql`extract(epoch from ${chatOrders.acceptedAt} - ${chatOrders.createdAt})`,
      ),
      length: seconds(
        sql`case when ${sessionEnded} then extract(epoch from ${chatOrders.endedAt} - ${chatOrders.startedAt}) - ${chatOrders.pausedMs} / 1000.0 end`,
      ),
    })
    .from(chatOrders)
    .where(and(eq(chatOrders.consultantId, consultantId), gte(chatOrders.createdAt, since)));
  const figures = {
    accepted: row?.accepted ?? 0,
    declined: row?.declined ?? 0,
    missed: row?.missed ?? 0,
    sessions: row?.sessions ?? 0,
  };
  const requests = figures.accepted + figures.declined + figures.missed;
  return {
    ...figures,
    requests,
    acceptanceRate: requests === 0 ? null : Math.round((figures.accepted * 100) / requests),
    averageResponseSeconds: nonNegative(row?.response ?? null),
    averageSessionSeconds: nonNegative(row?.length ?? null),
  };
}

function nonNegative(value: number | null): number | null {
  return value === null ? null : Math.max(0, value);
}

/**
 * What ended sessions earned the psychic, one sum per currency they were charged in, in that
 * currency's order (rupees and euros are never added; decision 052); a currency summing to zero
 * (free sessions only, or all refunded) is left out.
 */
export async function earningsByCurrency(
  db: Database,
  where: SQL | undefined,
): Promise<CurrencyAmount[]> {
  const rows = await db
    .select({
      currency: chatOrders.currency,
      amount: sql<number>`coalesce(sum(${chatOrders.consultantEarningsMinor}), 0)`.mapWith(Number),
    })
    .from(chatOrders)
    .where(where)
    .groupBy(chatOrders.currency)
    .orderBy(chatOrders.currency);
  return rows.flatMap((row) =>
    isMarketCurrency(row.currency) && row.amount !== 0
      ? [{ currency: row.currency, amount: row.amount }]
      : [],
  );
}

/** The psychic's earnings (per currency) and session count from sessions ended since `since`. */
export async function earningsSince(
  db: Database,
  consultantId: number,
  since: Date,
): Promise<{ earnings: CurrencyAmount[]; sessions: number }> {
  const ended = and(
    eq(chatOrders.consultantId, consultantId),
    eq(chatOrders.status, 'ended'),
    gte(chatOrders.endedAt, since),
  );
  const [row] = await db
    .select({ sessions: sql<number>`count(*)`.mapWith(Number) })
    .from(chatOrders)
    .where(ended);
  return { earnings: await earningsByCurrency(db, ended), sessions: row?.sessions ?? 0 };
}

/**
 * For each user, how many sessions they have had with this psychic (started, then ended): the
 * console's "returning client" mark.
 */
export async function pastSessionCounts(
  db: Database,
  consultantId: number,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: chatOrders.userId, sessions: sql<number>`count(*)`.mapWith(Number) })
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.consultantId, consultantId),
        eq(chatOrders.status, 'ended'),
        isNotNull(chatOrders.startedAt),
        inArray(chatOrders.userId, [...userIds]),
      ),
    )
    .groupBy(chatOrders.userId);
  return new Map(rows.map((row) => [row.userId, row.sessions]));
}
