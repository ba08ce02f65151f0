import { isMarketCurrency } from '@lumus/contract/markets/market-currency';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import type { PaymentLogRow } from '../payments/payment-logs';
import { users } from '../users/users-tables';
import {
  calendarDate,
  formatInvoiceNumber,
  INVOICE_TIME_ZONE,
  invoiceSeriesOf,
} from './invoice-number';
import type { InvoiceSeller } from './invoice-seller';
import { invoiceSeries, invoices } from './invoices-tables';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The buyer as the account knows them when the invoice is issued. */
async function buyerOf(tx: Database, userId: number) {
  const [user] = await tx
    .select({
      name: users.name,
      lastName: users.lastName,
      countryCode: users.countryCode,
      mobile: users.mobile,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  const name = [user?.name, user?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  const phone = user?.countryCode && user.mobile ? `+${user.countryCode} ${user.mobile}` : null;
  return {
    buyerName: name === '' ? null : name,
    buyerPhone: phone,
    buyerEmail: user?.email ?? null,
  };
}

/**
 * Issues the invoice of a payment that has just succeeded. Must run inside the transaction that
 * moved the payment to success (settle-payment.ts), so the number is taken exactly when the money
 * is credited and returned if that transaction rolls back. Call it last in that transaction: the
 * series row stays locked from here to the commit, and every settlement of the market waits on it.
 */
export async function issueInvoice(
  tx: Database,
  input: Readonly<{
    log: PaymentLogRow;
    seller: InvoiceSeller | null;
    now: Date;
  }>,
): Promise<InvoiceRow> {
  const { log, now } = input;
  if (!isMarketCurrency(log.currency))
    throw new Error(`payment in unknown currency ${log.currency}`);
  const issueDate = calendarDate(now, INVOICE_TIME_ZONE[log.currency]);
  const series = invoiceSeriesOf(log.market, issueDate);
  const buyer = await buyerOf(tx, log.userId);
  // The row lock of this upsert is what serialises the series: a concurrent settlement waits here
  // until this transaction commits (then reads our number) or rolls back (then takes it itself).
  const [counter] = await tx
    .insert(invoiceSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.series,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ number: invoiceSeries.lastNumber });
  if (counter === undefined) throw new Error(`invoice series ${series} returned no number`);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      paymentLogId: log.id,
      userId: log.userId,
      series,
      number: counter.number,
      invoiceNumber: formatInvoiceNumber(series, counter.number),
      issuedAt: now,
      issueDate,
      market: log.market,
      currency: log.currency,
      netMinor: log.netMinor,
      taxMinor: log.taxMinor,
      grossMinor: log.totalMinor,
      taxBasisPoints: log.taxBasisPoints,
      taxMode: log.taxMode,
      language: log.language === 'de' ? 'de' : 'en',
      ...buyer,
      seller: input.seller,
    })
    .returning();
  if (invoice === undefined) throw new Error(`invoice of payment ${log.id} was not written`);
  return invoice;
}
