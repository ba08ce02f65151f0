import type { PayoutBatchDetail } from '@lumus/contract/earnings/payout-admin-calls';
import { and, asc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { recordAudit } from '../admin/audit-log';
import { consultants } from '../catalogue/catalogue-tables';
import type { PayoutsConfig } from './earnings-env';
import { bookLine } from './earnings-ledger';
import { earningLines, payoutBatches, payoutProfiles, payouts } from './earnings-tables';
import { methodCurrency } from './payout-method-label';
import { batchDetail } from './payout-views';

export const REASON_PERIOD_ORDER = 'The period must start on or before its last day.';
export const REASON_PERIOD_NOT_OVER = 'The period must be over before it is paid out.';
export const REASON_NOBODY_OWED =
  'Nobody with a payout method is owed at least the minimum for this period.';

const DAY_MS = 86_400_000;

/**
 * What the platform owes a psychic in a currency for a batch ending at `periodEnd`: what was
 * earned before it, less every payout and withholding so far (whenever booked).
 */
function owedCondition(periodEnd: Date): SQL | undefined {
  return or(
    and(
      inArray(earningLines.kind, ['session', 'clawback', 'free_compensation']),
      lt(earningLines.occurredAt, periodEnd),
    ),
    inArray(earningLines.kind, ['withholding', 'payout']),
  );
}

const owedSum = sql<number>`coalesce(sum(${earningLines.amountMinor}), 0)`.mapWith(Number);

export type BatchRequest = Readonly<{
  from: string;
  to: string;
  /** Null only for the demo data's batch, which no operator ran (and so is not audited). */
  adminUserId: number | null;
  now: Date;
  config: PayoutsConfig;
}>;

/**
 * Pays every psychic owed at least the minimum for the period, in one transaction with the
 * batch, its payouts, their withholding and payout lines and the audit row. Each psychic's row
 * is locked (in id order, so two batches cannot deadlock) before their balance is read again, so
 * a concurrent batch waits and then finds nothing owed: every amount is paid once (decision 038).
 */
export async function createBatch(db: Database, request: BatchRequest): Promise<PayoutBatchDetail> {
  const periodStart = new Date(`${request.from}T00:00:00Z`);
  const periodEnd = new Date(Date.parse(`${request.to}T00:00:00Z`) + DAY_MS);
  if (periodStart >= periodEnd) throw new CallFailure(400, REASON_PERIOD_ORDER);
  if (periodEnd > request.now) throw new CallFailure(400, REASON_PERIOD_NOT_OVER);
  const { minimumMinor, withholdingBasisPoints } = request.config;
  const threshold = Math.max(1, minimumMinor);
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ periodStart, periodEnd, createdBy: request.adminUserId, createdAt: request.now })
      .returning();
    if (batch === undefined) throw new Error('batch insert returned nothing');
    const candidates = await tx
      .selectDistinct({ consultantId: earningLines.consultantId })
      .from(earningLines)
      .where(owedCondition(periodEnd))
      .orderBy(asc(earningLines.consultantId));
    const skipped: string[] = [];
    let paid = 0;
    for (const { consultantId } of candidates) {
      const [psychic] = await tx
        .select({ name: consultants.displayName })
        .from(consultants)
        .where(eq(consultants.id, consultantId))
        .for('update');
      const owedByCurrency = await tx
        .select({ currency: earningLines.currency, owed: owedSum })
        .from(earningLines)
        .where(and(eq(earningLines.consultantId, consultantId), owedCondition(periodEnd)))
        .groupBy(earningLines.currency);
      const [profile] = await tx
        .select()
        .from(payoutProfiles)
        .where(eq(payoutProfiles.consultantId, consultantId));
      for (const { currency, owed } of owedByCurrency) {
        if (owed < threshold) continue;
        const method = profile?.method ?? null;
        if (method === null || methodCurrency(method) !== currency) {
          skipped.push(`${psychic?.name ?? consultantId} (${currency})`);
          continue;
        }
        const market = profile?.market ?? 'IN';
        const basisPoints = withholdingBasisPoints[market];
        const withholding = Math.floor((owed * basisPoints) / 10_000);
        const [payout] = await tx
          .insert(payouts)
          .values({
            batchId: batch.id,
            consultantId,
            currency,
            grossMinor: owed,
            withholdingMinor: withholding,
            withholdingBasisPoints: basisPoints,
            netMinor: owed - withholding,
            method,
            createdAt: request.now,
          })
          .returning({ id: payouts.id });
        if (payout === undefined) throw new Error('payout insert returned nothing');
        const line = {
          consultantId,
          currency,
          payoutId: payout.id,
          occurredAt: request.now,
        };
        if (withholding > 0) {
          await bookLine(tx, {
            ...line,
            kind: 'withholding',
            amountMinor: -withholding,
            sourceAmountMinor: -withholding,
            sourceKey: `withholding:${payout.id}`,
            reason: `Tax withheld (${market}, ${basisPoints / 100} %)`,
          });
        }
        await bookLine(tx, {
          ...line,
          kind: 'payout',
          amountMinor: -(owed - withholding),
          sourceAmountMinor: -(owed - withholding),
          sourceKey: `payout:${payout.id}`,
          reason: `Payout batch ${batch.id}`,
        });
        paid += 1;
      }
    }
    if (paid === 0) throw new CallFailure(409, REASON_NOBODY_OWED);
    const detail = await batchDetail(tx, batch.id, skipped);
    if (request.adminUserId === null) return detail;
    await recordAudit(tx, {
      adminUserId: request.adminUserId,
      action: 'payout_batch.create',
      targetType: 'payout_batch',
      targetId: batch.id,
      before: null,
      after: { ...detail.batch, skippedWithoutMethod: skipped },
    });
    return detail;
  });
}

/**
 * Marks a batch paid once the bank has run it. The batch row is locked, so a second request
 * (or a concurrent one) finds it paid and changes nothing, not even the audit log.
 */
export async function markBatchPaid(
  db: Database,
  request: Readonly<{ batchId: number; adminUserId: number | null; now: Date }>,
): Promise<PayoutBatchDetail> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, request.batchId))
      .for('update');
    if (batch === undefined) return batchDetail(tx, request.batchId);
    if (batch.status === 'paid') return batchDetail(tx, batch.id);
    await tx
      .update(payoutBatches)
      .set({ status: 'paid', paidAt: request.now, paidBy: request.adminUserId })
      .where(eq(payoutBatches.id, batch.id));
    const detail = await batchDetail(tx, batch.id);
    if (request.adminUserId === null) return detail;
    await recordAudit(tx, {
      adminUserId: request.adminUserId,
      action: 'payout_batch.mark_paid',
      targetType: 'payout_batch',
      targetId: batch.id,
      before: { status: batch.status, paidAt: null },
      after: { status: 'paid', paidAt: request.now },
    });
    return detail;
  });
}
