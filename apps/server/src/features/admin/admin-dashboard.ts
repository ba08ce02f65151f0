import {
  DASHBOARD_MONEY,
  type AdminDashboardData,
  type DashboardDay,
  type DashboardFigures,
  type DashboardMoney,
} from '@lumus/contract/admin/admin-dashboard';
import { MARKET_CURRENCIES, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { and, count, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';
import { earningLines } from '../earnings/earnings-tables';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { walletEntries, wallets } from '../wallet/wallet-tables';

const DAY_MS = 86_400_000;

const countRowSchema = z.object({
  day: z.string(),
  sessions: z.coerce.number(),
  newUsers: z.coerce.number(),
  firstPayers: z.coerce.number(),
});

const moneyRowSchema = z.object({
  day: z.string(),
  currency: z.enum(MARKET_CURRENCIES),
  kind: z.enum(['sales', 'psychicEarnings', 'refunds']),
  v: z.coerce.number(),
});

/** The UTC day a timestamp column falls on. */
const utcDay = (column: unknown) => sql`(${column} at time zone 'UTC')::date`;

function noMoney(): DashboardFigures['money'] {
  const zero = { sales: 0, psychicEarnings: 0, take: 0, refunds: 0 };
  return Object.fromEntries(MARKET_CURRENCIES.map((currency) => [currency, { ...zero }])) as Record<
    MarketCurrency,
    DashboardMoney
  >;
}

/**
 * Every figure per UTC day from `first` to `last` (inclusive), counted in the database from the
 * tables the money and the sessions live in; days without anything are zeros. Money is summed per
 * currency and never across currencies (decision 052).
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
  const counts = await db.execute(sql`
    with days as (
      select generate_series(${from}::timestamptz at time zone 'UTC',
        ${to}::timestamptz at time zone 'UTC' - interval '1 day', interval '1 day')::date as day
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
      coalesce(sessions.v, 0) as "sessions",
      coalesce(new_users.v, 0) as "newUsers",
      coalesce(first_payers.v, 0) as "firstPayers"
    from days
    left join sessions on sessions.day = days.day
    left join new_users on new_users.day = days.day
    left join first_payers on first_payers.day = days.day
    order by days.day`);
  const money = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as "day", currency as "currency", kind as "kind",
      sum(v) as "v"
    from (
      -- Top-ups without tax, in the currency they were paid in.
      select ${utcDay(paymentLogs.completedAt)} as day, ${paymentLogs.currency} as currency,
        'sales' as kind, ${paymentLogs.netMinor} as v
      from ${paymentLogs}
      where ${paymentLogs.status} = 'success' and ${inRange(paymentLogs.completedAt)}
      union all
      -- What the sessions cost in the currency they were charged in (a line's own amount is in
      -- the psychic's payout currency); payouts and withholding move money already earned.
      select ${utcDay(earningLines.occurredAt)}, ${earningLines.sourceCurrency}, 'psychicEarnings',
        ${earningLines.sourceAmountMinor}
      from ${earningLines}
      where ${earningLines.kind} in ('session', 'free_compensation', 'clawback')
        and ${inRange(earningLines.occurredAt)}
      union all
      -- A wallet's entries are in its currency, which never changes once fixed.
      select ${utcDay(walletEntries.createdAt)}, coalesce(${wallets.currency}, 'INR'), 'refunds',
        ${walletEntries.amountMinor}
      from ${walletEntries}
      left join ${wallets} on ${wallets.userId} = ${walletEntries.userId}
      where ${walletEntries.kind} = 'refund' and ${inRange(walletEntries.createdAt)}
    ) amounts
    group by 1, 2, 3`);
  const days = z
    .object({ rows: z.array(countRowSchema) })
    .parse(counts)
    .rows.map((row) => ({ ...row, money: noMoney() }));
  const byDay = new Map(days.map((day) => [day.day, day]));
  for (const row of z.object({ rows: z.array(moneyRowSchema) }).parse(money).rows) {
    const figures = byDay.get(row.day)?.money[row.currency];
    if (figures !== undefined) figures[row.kind] += row.v;
  }
  for (const day of days) {
    for (const figures of Object.values(day.money)) {
      figures.take = figures.sales - figures.psychicEarnings;
    }
  }
  return days;
}

function total(days: readonly DashboardDay[]): DashboardFigures {
  const sum = (pick: (day: DashboardDay) => number) =>
    days.reduce((acc, day) => acc + pick(day), 0);
  const money = noMoney();
  for (const currency of MARKET_CURRENCIES) {
    for (const key of DASHBOARD_MONEY) money[currency][key] = sum((d) => d.money[currency][key]);
  }
  return {
    money,
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
