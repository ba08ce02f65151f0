import type { ExportKind } from '@lumus/contract/admin/admin-export';
import type { Download } from '@lumus/contract/earnings/earnings';
import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { csvText, majorAmount, type CsvCell } from '../../lib/csv/csv-text';
import { consultants } from '../catalogue/catalogue-tables';
import { chatRatings } from '../chat/chat-tables';
import { payoutBatches, payouts } from '../earnings/earnings-tables';
import { invoices } from '../invoices/invoices-tables';
import { methodLabel } from '../earnings/payout-method-label';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { refundedTotals } from '../sessions/session-refunds';
import { users } from '../users/users-tables';
import { dayBound } from './audit-log';

type Period = Readonly<{ from: string; to: string }>;
type Rows = CsvCell[][];

const iso = (date: Date | null) => date?.toISOString() ?? null;
const phone = (countryCode: string | null, mobile: string | null) =>
  mobile === null ? null : `+${countryCode ?? ''} ${mobile}`;

/** Sessions requested in the period, with who, how it ended, the money and the rating. */
async function sessionRows(db: Database, start: Date, end: Date): Promise<Rows> {
  const rows = await db
    .select({
      order: chatOrders,
      psychic: consultants.displayName,
      userName: users.name,
      countryCode: users.countryCode,
      mobile: users.mobile,
      rating: chatRatings.rating,
    })
    .from(chatOrders)
    .innerJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .innerJoin(users, eq(users.id, chatOrders.userId))
    .leftJoin(chatRatings, eq(chatRatings.chatOrderId, chatOrders.id))
    .where(and(gte(chatOrders.createdAt, start), lt(chatOrders.createdAt, end)))
    .orderBy(asc(chatOrders.id));
  const refunded = await refundedTotals(
    db,
    rows.map((row) => row.order.id),
  );
  return [
    [
      'session_id',
      'kind',
      'requested_at',
      'accepted_at',
      'started_at',
      'ended_at',
      'status',
      'end_reason',
      'user_id',
      'user_name',
      'user_phone',
      'psychic_id',
      'psychic_name',
      // Every amount of a row is in the session's own currency (decision 052).
      'currency',
      'rate_per_minute',
      'billed_seconds',
      'charged',
      'refunded',
      'psychic_earnings',
      'rating',
    ],
    ...rows.map(({ order, ...row }) => [
      order.id,
      order.kind,
      iso(order.createdAt),
      iso(order.acceptedAt),
      iso(order.startedAt),
      iso(order.endedAt),
      order.status,
      order.endReason,
      order.userId,
      row.userName,
      phone(row.countryCode, row.mobile),
      order.consultantId,
      row.psychic,
      order.currency,
      majorAmount(order.ratePerMinuteMinor),
      order.billedSeconds,
      majorAmount(order.amountChargedMinor),
      majorAmount(refunded.get(order.id) ?? 0),
      majorAmount(order.consultantEarningsMinor),
      row.rating,
    ]),
  ];
}

/** Payments started in the period, whatever became of them. */
async function paymentRows(db: Database, start: Date, end: Date): Promise<Rows> {
  const rows = await db
    .select({
      log: paymentLogs,
      userName: users.name,
      countryCode: users.countryCode,
      mobile: users.mobile,
    })
    .from(paymentLogs)
    .innerJoin(users, eq(users.id, paymentLogs.userId))
    .where(and(gte(paymentLogs.createdAt, start), lt(paymentLogs.createdAt, end)))
    .orderBy(asc(paymentLogs.id));
  return [
    [
      'payment_id',
      'created_at',
      'completed_at',
      'status',
      'method',
      'user_id',
      'user_name',
      'user_phone',
      'market',
      'currency',
      // The pack price: net in India (GST on top), gross in the EU (VAT inside); `net` is always
      // without tax.
      'amount',
      'net',
      'tax',
      'total',
      'bonus',
      'gateway_ref',
      'failure_reason',
    ],
    ...rows.map(({ log, ...row }) => [
      log.id,
      iso(log.createdAt),
      iso(log.completedAt),
      log.status,
      log.method,
      log.userId,
      row.userName,
      phone(row.countryCode, row.mobile),
      log.market,
      log.currency,
      majorAmount(log.amountMinor),
      majorAmount(log.netMinor),
      majorAmount(log.taxMinor),
      majorAmount(log.totalMinor),
      majorAmount(log.bonusMinor),
      log.gatewayRef,
      log.failureReason,
    ]),
  ];
}

/** Payouts created in the period, with their batch and whether it is paid. */
async function payoutRows(db: Database, start: Date, end: Date): Promise<Rows> {
  const rows = await db
    .select({ payout: payouts, batch: payoutBatches, psychic: consultants.displayName })
    .from(payouts)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
    .innerJoin(consultants, eq(consultants.id, payouts.consultantId))
    .where(and(gte(payouts.createdAt, start), lt(payouts.createdAt, end)))
    .orderBy(asc(payouts.id));
  return [
    [
      'payout_id',
      'batch_id',
      'created_at',
      'batch_status',
      'paid_at',
      'period_start',
      'period_end',
      'psychic_id',
      'psychic_name',
      'currency',
      'gross',
      'withholding',
      'net',
      'method',
    ],
    ...rows.map(({ payout, batch, psychic }) => [
      payout.id,
      batch.id,
      iso(payout.createdAt),
      batch.status,
      iso(batch.paidAt),
      iso(batch.periodStart),
      iso(batch.periodEnd),
      payout.consultantId,
      psychic,
      payout.currency,
      majorAmount(payout.grossMinor),
      majorAmount(payout.withholdingMinor),
      majorAmount(payout.netMinor),
      methodLabel(payout.method),
    ]),
  ];
}

/**
 * Invoices dated in the period (their invoice date, in the market's invoicing zone, decision 051),
 * so a month's file holds what that month's tax return counts.
 */
async function invoiceRows(db: Database, period: Period): Promise<Rows> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issueDate, period.from), lte(invoices.issueDate, period.to)))
    .orderBy(asc(invoices.market), asc(invoices.series), asc(invoices.number));
  return [
    [
      'invoice_number',
      'invoice_date',
      'issued_at',
      'market',
      'currency',
      'net',
      'tax',
      'gross',
      'tax_rate_percent',
      'tax_mode',
      'user_id',
      'buyer_name',
      'payment_id',
    ],
    ...rows.map((invoice) => [
      invoice.invoiceNumber,
      invoice.issueDate,
      iso(invoice.issuedAt),
      invoice.market,
      invoice.currency,
      majorAmount(invoice.netMinor),
      majorAmount(invoice.taxMinor),
      majorAmount(invoice.grossMinor),
      (invoice.taxBasisPoints / 100).toFixed(2),
      invoice.taxMode,
      invoice.userId,
      invoice.buyerName,
      invoice.paymentLogId,
    ]),
  ];
}

type Reader = (db: Database, period: Period) => Promise<Rows>;
const byUtcDays =
  (read: (db: Database, start: Date, end: Date) => Promise<Rows>): Reader =>
  (db, period) =>
    read(db, dayBound(period.from), dayBound(period.to, true));

const READERS: Readonly<Record<ExportKind, Reader>> = {
  sessions: byUtcDays(sessionRows),
  payments: byUtcDays(paymentRows),
  payouts: byUtcDays(payoutRows),
  invoices: invoiceRows,
};

/**
 * One kind of record for the days of the period (UTC; invoices by invoice date) as CSV (formula-safe cells, `csv-text.ts`),
 * inside the success envelope like the payout files (decision 038). Amounts are in major units of
 * the row's `currency` column: rupees and euros share a file, never a column sum (decision 052).
 */
export async function exportCsv(db: Database, kind: ExportKind, period: Period): Promise<Download> {
  const rows = await READERS[kind](db, period);
  return {
    filename: `lumus-${kind}-${period.from}-to-${period.to}.csv`,
    contentType: 'text/csv',
    encoding: 'utf8',
    body: csvText(rows),
  };
}
