import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { paymentLogs } from '../payments/payment-tables';
import { users } from '../users/users-tables';
import { experimentExposures } from './experiments-tables';

export type VariantOutcome = Readonly<{
  /** Signed-in subjects (`user:<id>`) shown the variant; guests cannot pay, so they are left out. */
  exposedUsers: number;
  /** Of them, those whose first successful top-up ever completed at or after their first view. */
  firstPayers: number;
  /**
   * Top-ups (without tax or bonus) of their successful payments since their first view, per
   * currency in its minor units: rupees and euros are never added (decision 052).
   */
  revenue: Record<MarketCurrency, number>;
}>;

const outcomeRowSchema = z.object({
  experimentId: z.coerce.number().int(),
  variant: z.string(),
  exposedUsers: z.coerce.number().int(),
  firstPayers: z.coerce.number().int(),
  revenueInr: z.coerce.number().int(),
  revenueEur: z.coerce.number().int(),
});

/**
 * Outcome per `experimentId:variant`, in one statement over the exposures and the payments. A
 * user who had paid before their first view is exposed but not a first payer (the variant cannot
 * have caused that payment), while their later top-ups still count as revenue after exposure.
 */
export async function variantOutcomes(db: Database): Promise<Map<string, VariantOutcome>> {
  const result = await db.execute(sql`
    with first_paid as (
      select ${paymentLogs.userId} as user_id, min(${paymentLogs.completedAt}) as first_at
      from ${paymentLogs}
      where ${paymentLogs.status} = 'success'
      group by ${paymentLogs.userId}
    ),
    exposed as (
      select x.experiment_id, x.variant, x.first_seen_at, u.id as user_id
      from ${experimentExposures} x
      join ${users} u on x.subject = 'user:' || u.id::text
    )
    select
      e.experiment_id as "experimentId",
      e.variant as "variant",
      count(*) as "exposedUsers",
      count(*) filter (where f.first_at >= e.first_seen_at) as "firstPayers",
      coalesce(sum(after_view.inr), 0) as "revenueInr",
      coalesce(sum(after_view.eur), 0) as "revenueEur"
    from exposed e
    left join first_paid f on f.user_id = e.user_id
    left join lateral (
      select sum(p.net_minor) filter (where p.currency = 'INR') as inr,
        sum(p.net_minor) filter (where p.currency = 'EUR') as eur
      from ${paymentLogs} p
      where p.user_id = e.user_id and p.status = 'success' and p.completed_at >= e.first_seen_at
    ) after_view on true
    group by e.experiment_id, e.variant
  `);
  const rows = z.object({ rows: z.array(outcomeRowSchema) }).parse(result).rows;
  return new Map(
    rows.map(({ experimentId, variant, revenueInr, revenueEur, ...counts }) => [
      `${experimentId}:${variant}`,
      { ...counts, revenue: { INR: revenueInr, EUR: revenueEur } },
    ]),
  );
}
