import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';
import { paymentMethodIdSchema } from '@lumus/contract/payments/payment-methods';
import { type PaymentLog, paymentStatusSchema } from '@lumus/contract/payments/payment-log';
import type { PaymentQuote } from '@lumus/contract/payments/payment-quote';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
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
    taxBasisPoints: number;
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
      taxMinor: input.quote.taxMinor,
      totalMinor: input.quote.totalMinor,
      taxBasisPoints: input.taxBasisPoints,
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

export async function listPaymentLogs(
  db: Database,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: PaymentLogRow[]; total: number }> {
  const items = await db
    .select()
    .from(paymentLogs)
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
    taxAmount: row.taxMinor,
    totalAmount: row.totalMinor,
    taxBasisPoints: row.taxBasisPoints,
    currency: 'INR',
    method: paymentMethodIdSchema.parse(row.method),
    status: paymentStatusSchema.parse(row.status),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
