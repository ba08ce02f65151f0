import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';
import { paymentMethodIdSchema } from '@lumus/contract/payments/payment-methods';
import {
  type PaymentLog,
  type PaymentLogItem,
  paymentStatusSchema,
} from '@lumus/contract/payments/payment-log';
import type { PaymentQuote } from '@lumus/contract/payments/payment-quote';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import type { Market } from '../markets/markets-env';
import { CallFailure } from '../../lib/http/call-failure';
import { invoices } from '../invoices/invoices-tables';
import { paymentLogs } from './payment-tables';

export type PaymentLogRow = typeof paymentLogs.$inferSelect;

const REASON_NOT_YOURS = 'This payment belongs to another account.';

export async function createPaymentLog(
  db: Database,
  input: Readonly<{
    userId: number;
    packId: number | null;
    quote: PaymentQuote;
    /** The bonus without the first-recharge offer (the quote's bonus may include it). */
    regularBonusMinor: number;
    /** Whose tax and currency: fixed on the log for the receipt and the invoice. */
    market: Market;
    method: PaymentMethodId;
  }>,
): Promise<PaymentLogRow> {
  const [row] = await db
    .insert(paymentLogs)
    .values({
      userId: input.userId,
      packId: input.packId,
      amountMinor: input.quote.amountMinor,
      bonusMinor: input.quote.bonusMinor,
      regularBonusMinor: Math.min(input.regularBonusMinor, input.quote.bonusMinor),
      netMinor: input.quote.netMinor,
      taxMinor: input.quote.taxMinor,
      totalMinor: input.quote.totalMinor,
      taxBasisPoints: input.market.taxBasisPoints,
      taxMode: input.market.taxMode,
      market: input.market.country,
      currency: input.market.currency,
      method: input.method,
    })
    .returning();
  if (row === undefined) throw new Error('payment log insert returned nothing');
  return row;
}

export async function findPaymentLog(db: Database, id: number): Promise<PaymentLogRow | undefined> {
  const [row] = await db.select().from(paymentLogs).where(eq(paymentLogs.id, id));
  return row;
}

/** 404 for no such log, 403 for someone else's: a user can neither read nor act on it. */
export async function ownedPaymentLog(
  db: Database,
  id: number,
  userId: number,
): Promise<PaymentLogRow> {
  const row = await findPaymentLog(db, id);
  if (row === undefined) throw new CallFailure(404, `No payment with id ${id}.`);
  if (row.userId !== userId) throw new CallFailure(403, REASON_NOT_YOURS);
  return row;
}

/** A log row with its invoice's number (null until settled). */
export type PaymentLogListRow = Readonly<{ log: PaymentLogRow; invoiceNumber: string | null }>;

export async function listPaymentLogs(
  db: Database,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: PaymentLogListRow[]; total: number }> {
  const items = await db
    .select({ log: paymentLogs, invoiceNumber: invoices.invoiceNumber })
    .from(paymentLogs)
    .leftJoin(invoices, eq(invoices.paymentLogId, paymentLogs.id))
    .where(eq(paymentLogs.userId, userId))
    .orderBy(desc(paymentLogs.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(paymentLogs)
    .where(eq(paymentLogs.userId, userId));
  return { items, total: counted?.total ?? 0 };
}

export function paymentLogToWire(row: PaymentLogRow): PaymentLog {
  return {
    id: row.id,
    packId: row.packId,
    amount: row.amountMinor,
    bonusAmount: row.bonusMinor,
    netAmount: row.netMinor,
    taxAmount: row.taxMinor,
    totalAmount: row.totalMinor,
    taxBasisPoints: row.taxBasisPoints,
    taxMode: row.taxMode === 'inclusive' ? 'inclusive' : 'exclusive',
    market: row.market,
    currency: row.currency === 'EUR' ? 'EUR' : 'INR',
    method: paymentMethodIdSchema.parse(row.method),
    status: paymentStatusSchema.parse(row.status),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function paymentLogItemToWire({ log, invoiceNumber }: PaymentLogListRow): PaymentLogItem {
  return { ...paymentLogToWire(log), invoiceNumber };
}
