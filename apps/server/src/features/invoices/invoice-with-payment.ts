import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { paymentLogs } from '../payments/payment-tables';
import { invoices } from './invoices-tables';

/** The one invoice `where` picks, with what its PDF needs of the payment; undefined if none. */
export async function findInvoiceWithPayment(db: Database, where: SQL | undefined) {
  const [found] = await db
    .select({
      invoice: invoices,
      payment: {
        id: paymentLogs.id,
        method: paymentLogs.method,
        completedAt: paymentLogs.completedAt,
      },
    })
    .from(invoices)
    .innerJoin(paymentLogs, eq(paymentLogs.id, invoices.paymentLogId))
    .where(where);
  return found;
}
