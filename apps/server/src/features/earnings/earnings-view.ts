import type { EarningLine, EarningTotals } from '@lumus/contract/earnings/earnings';
import { type ConsoleEarnings, MAX_EARNING_LINES } from '@lumus/contract/earnings/earnings-calls';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import type { PayoutsConfig } from './earnings-env';
import { readFreeCompensationRate, readProfile } from './earnings-ledger';
import { earningLines } from './earnings-tables';

export function lineToWire(row: typeof earningLines.$inferSelect): EarningLine {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amountMinor,
    currency: row.currency,
    sourceAmount: row.sourceAmountMinor,
    sourceCurrency: row.sourceCurrency,
    sessionId: row.sessionId,
    payoutId: row.payoutId,
    reason: row.reason,
    occurredAt: row.occurredAt.toISOString(),
  };
}

const KIND_FIELD = {
  session: 'sessions',
  clawback: 'clawbacks',
  free_compensation: 'freeCompensation',
  withholding: 'withholding',
  payout: 'payouts',
} as const;

function totalsOf(
  sums: readonly { currency: string; kind: EarningLine['kind']; total: number }[],
): EarningTotals[] {
  const byCurrency = new Map<string, EarningTotals>();
  for (const sum of sums) {
    const totals = byCurrency.get(sum.currency) ?? {
      currency: sum.currency,
      sessions: 0,
      clawbacks: 0,
      freeCompensation: 0,
      withholding: 0,
      payouts: 0,
      net: 0,
    };
    totals[KIND_FIELD[sum.kind]] += sum.total;
    if (sum.kind === 'session' || sum.kind === 'clawback' || sum.kind === 'free_compensation') {
      totals.net += sum.total;
    }
    byCurrency.set(sum.currency, totals);
  }
  return [...byCurrency.values()];
}

const total = sql<number>`coalesce(sum(${earningLines.amountMinor}), 0)`.mapWith(Number);

/** The earnings page: the period's lines (newest first) and totals, and the balance owed now. */
export async function consoleEarnings(
  db: Database,
  consultantId: number,
  period: Readonly<{ from: Date; to: Date }>,
  config: PayoutsConfig,
): Promise<ConsoleEarnings> {
  const inPeriod = and(
    eq(earningLines.consultantId, consultantId),
    gte(earningLines.occurredAt, period.from),
    lt(earningLines.occurredAt, period.to),
  );
  const rows = await db
    .select()
    .from(earningLines)
    .where(inPeriod)
    .orderBy(desc(earningLines.occurredAt), desc(earningLines.id))
    .limit(MAX_EARNING_LINES + 1);
  const sums = await db
    .select({ currency: earningLines.currency, kind: earningLines.kind, total })
    .from(earningLines)
    .where(inPeriod)
    .groupBy(earningLines.currency, earningLines.kind);
  const balances = await db
    .select({ currency: earningLines.currency, owed: total })
    .from(earningLines)
    .where(eq(earningLines.consultantId, consultantId))
    .groupBy(earningLines.currency)
    .orderBy(earningLines.currency);
  const profile = await readProfile(db, consultantId);
  return {
    lines: rows.slice(0, MAX_EARNING_LINES).map(lineToWire),
    truncated: rows.length > MAX_EARNING_LINES,
    totals: totalsOf(sums),
    balances,
    acceptsFreeSessions: profile.acceptsFreeSessions,
    freeCompensationPerMinute: await readFreeCompensationRate(db),
    market: profile.market,
    withholdingPercent: config.withholdingBasisPoints[profile.market] / 100,
    cycleDays: config.cycleDays,
    minimumPayout: config.minimumMinor,
  };
}
