import type { Payout } from '@lumus/contract/earnings/earnings';
import type { PayoutBatch, PayoutBatchDetail } from '@lumus/contract/earnings/payout-admin-calls';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import { payoutBatches, payouts } from './earnings-tables';
import { methodLabel } from './payout-method-label';

export const REASON_NO_BATCH = 'No payout batch with this id.';
export const REASON_NO_PAYOUT = 'No payout with this id.';

/** Payouts with their psychic's name and their batch's period and status. */
export async function loadPayouts(db: Database, where: SQL | undefined): Promise<Payout[]> {
  const rows = await db
    .select({ payout: payouts, batch: payoutBatches, name: consultants.displayName })
    .from(payouts)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
    .innerJoin(consultants, eq(consultants.id, payouts.consultantId))
    .where(where)
    .orderBy(desc(payouts.id));
  return rows.map(({ payout, batch, name }) => ({
    id: payout.id,
    batchId: payout.batchId,
    consultantId: payout.consultantId,
    consultantName: name,
    currency: payout.currency,
    gross: payout.grossMinor,
    withholding: payout.withholdingMinor,
    withholdingPercent: payout.withholdingBasisPoints / 100,
    net: payout.netMinor,
    periodStart: batch.periodStart.toISOString(),
    periodEnd: batch.periodEnd.toISOString(),
    status: batch.status === 'paid' ? 'paid' : 'processing',
    paidAt: batch.paidAt?.toISOString() ?? null,
    method: methodLabel(payout.method),
  }));
}

export async function listBatches(db: Database, ids?: number[]): Promise<PayoutBatch[]> {
  const batches = await db
    .select()
    .from(payoutBatches)
    .where(ids === undefined ? undefined : inArray(payoutBatches.id, ids))
    .orderBy(desc(payoutBatches.id))
    .limit(200);
  if (batches.length === 0) return [];
  const sums = await db
    .select({
      batchId: payouts.batchId,
      currency: payouts.currency,
      count: sql<number>`count(*)`.mapWith(Number),
      gross: sql<number>`sum(${payouts.grossMinor})`.mapWith(Number),
      withholding: sql<number>`sum(${payouts.withholdingMinor})`.mapWith(Number),
      net: sql<number>`sum(${payouts.netMinor})`.mapWith(Number),
    })
    .from(payouts)
    .where(
      inArray(
        payouts.batchId,
        batches.map((batch) => batch.id),
      ),
    )
    .groupBy(payouts.batchId, payouts.currency)
    .orderBy(payouts.currency);
  return batches.map((batch) => {
    const own = sums.filter((sum) => sum.batchId === batch.id);
    return {
      id: batch.id,
      periodStart: batch.periodStart.toISOString(),
      periodEnd: batch.periodEnd.toISOString(),
      status: batch.status,
      createdAt: batch.createdAt.toISOString(),
      paidAt: batch.paidAt?.toISOString() ?? null,
      payoutCount: own.reduce((total, sum) => total + sum.count, 0),
      totals: own.map(({ currency, gross, withholding, net }) => ({
        currency,
        gross,
        withholding,
        net,
      })),
    };
  });
}

export async function batchDetail(
  db: Database,
  batchId: number,
  skippedWithoutMethod: string[] = [],
): Promise<PayoutBatchDetail> {
  const [batch] = await listBatches(db, [batchId]);
  if (batch === undefined) throw new CallFailure(404, REASON_NO_BATCH);
  return {
    batch,
    payouts: await loadPayouts(db, eq(payouts.batchId, batchId)),
    skippedWithoutMethod,
  };
}

/** One payout, only when it is `consultantId`'s (another psychic's is a 404, as if not there). */
export async function payoutOf(db: Database, payoutId: number, consultantId: number) {
  const [payout] = await loadPayouts(
    db,
    and(eq(payouts.id, payoutId), eq(payouts.consultantId, consultantId)),
  );
  if (payout === undefined) throw new CallFailure(404, REASON_NO_PAYOUT);
  return payout;
}
