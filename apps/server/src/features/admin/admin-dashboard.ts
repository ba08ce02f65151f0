import type {
  AdminDashboardData,
  DashboardDay,
  DashboardFigures,
} from '@lumus/contract/admin/admin-dashboard';
import { and, count, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';
import { earningLines } from '../earnings/earnings-tables';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { walletEntries } from '../wallet/wallet-tables';

const DAY_MS = 86_400_000;

const dayRowSchema = z.object({
  day: z.string(),
  sales: z.coerce.number(),
  psychicEarnings: z.coerce.number(),
  refunds: z.coerce.number(),
  sessions: z.coerce.number(),
  newUsers: z.coerce.number(),
  firstPayers: z.coerce.number(),
});

/** The UTC day a timestamp column falls on. */
const utcDay = (column: unknown) => sql`(${column} at time zone 'UTC')::date`;

/**
 * Every figure per UTC day from `first` to `last` (inclusive), counted in the database from the
 * tables the money and the sessions live in; days without anything are zeros.
 */
async function dailyFigures(
  db: Database,
  first: Date,
  endExclusive: Date,
): Promise<DashboardDay[]> {
  const from = first.toISOString();
  const to = endExclusive.toISOString();
  const inRange = (column: unknown) =>
    sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;
  const result = await db.execute(sql`
    with days as (
      select generate_series(${from}::timestamptz at time zone 'UTC',
        ${to}::timestamptz at time zone 'UTC' - interval '1 day', interval '1 day')::date as day
    ),
    sales as (
      select ${utcDay(paymentLogs.completedAt)} as day, sum(${paymentLogs.amountMinor}) as v
      from ${paymentLogs}
      where ${paymentLogs.status} = 'success' and ${inRange(paymentLogs.completedAt)}
      group by 1
    ),
    earned as (
      -- INR paise the lines were converted from, so psychics paid in euros count at what the
      -- session cost; payouts and withholding move money already earned, so they are left out.
      select ${utcDay(earningLines.occurredAt)} as day, sum(${earningLines.sourceAmountMinor}) as v
      from ${earningLines}
      where ${earningLines.kind} in ('session', 'free_compensation', 'clawback')
        and ${inRange(earningLines.occurredAt)}
      group by 1
    ),
    refunds as (
      select ${utcDay(walletEntries.createdAt)} as day, sum(${walletEntries.amountMinor}) as v
      from ${walletEntries}
      where ${walletEntries.kind} = 'refund' and ${inRange(walletEntries.createdAt)}
      group by 1
    ),
    sessions as (
      select ${utcDay(chatOrders.startedAt)} as day, count(*) as v
      from ${chatOrders}
      where ${inRange(chatOrders.startedAt)}
      group by 1
    ),
    new_users as (
      select ${utcDay(users.createdAt)} as day, count(*) as v
      from ${users}
      where ${users.role} = 'user' and ${inRange(users.createdAt)}
      group by 1
    ),
    first_payers as (
      select ${utcDay(sql`first_paid`)} as day, count(*) as v
      from (
        select min(${paymentLogs.completedAt}) as first_paid
        from ${paymentLogs}
        where ${paymentLogs.status} = 'success'
        group by ${paymentLogs.userId}
      ) firsts
      where ${inRange(sql`first_paid`)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as "day",
      coalesce(sales.v, 0) as "sales",
      coalesce(earned.v, 0) as "psychicEarnings",
      coalesce(refunds.v, 0) as "refunds",
      coalesce(sessions.v, 0) as "sessions",
      coalesce(new_users.v, 0) as "newUsers",
      coalesce(first_payers.v, 0) as "firstPayers"
    from days
    left join sales on sales.day = days.day
    left join earned on earned.day = days.day
    left join refunds on refunds.day = days.day
    left join sessions on sessions.day = days.day
    left join new_users on new_users.day = days.day
    left join first_payers on first_payers.day = days.day
    order by days.day`);
  return z
    .object({ rows: z.array(dayRowSchema) })
    .parse(result)
    .rows.map((row) => ({ ...row, take: row.sales - row.psychicEarnings }));
}

function total(days: readonly DashboardDay[]): DashboardFigures {
  const sum = (pick: (day: DashboardDay) => number) =>
    days.reduce((acc, day) => acc + pick(day), 0);
  return {
    sales: sum((d) => d.sales),
    psychicEarnings: sum((d) => d.psychicEarnings),
    take: sum((d) => d.take),
    refunds: sum((d) => d.refunds),
    sessions: sum((d) => d.sessions),
    newUsers: sum((d) => d.newUsers),
    firstPayers: sum((d) => d.firstPayers),
  };
}

/** The operator's one page: today, the last seven UTC days, `days` of daily bars, who is online. */
export async function loadDashboard(
  db: Database,
  now: Date,
  days: number,
): Promise<AdminDashboardData> {
  const startOfToday = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const span = Math.max(days, 7);
  const series = await dailyFigures(
    db,
    new Date(startOfToday - (span - 1) * DAY_MS),
    new Date(startOfToday + DAY_MS),
  );
  const presence = await db
    .select({ status: consultants.status, n: count() })
    .from(consultants)
    .where(and(isNull(consultants.suspendedAt), sql`${consultants.status} <> 'offline'`))
    .groupBy(consultants.status);
  const byStatus = new Map(presence.map((row) => [row.status, row.n]));
  return {
    today: total(series.slice(-1)),
    lastSevenDays: total(series.slice(-7)),
    psychicsOnline: (byStatus.get('online') ?? 0) + (byStatus.get('busy') ?? 0),
    psychicsBusy: byStatus.get('busy') ?? 0,
    series: series.slice(-days),
  };
}
