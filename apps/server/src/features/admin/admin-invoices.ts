import type {
  AdminInvoice,
  AdminInvoiceTotal,
  adminInvoicesInputSchema,
} from '@lumus/contract/admin/admin-invoices';
import { marketCurrencySchema } from '@lumus/contract/markets/currency-amount';
import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { invoices } from '../invoices/invoices-tables';
import { findInvoiceWithPayment } from '../invoices/invoice-with-payment';
import type { MarketsConfig } from '../markets/markets-env';
import { containsPattern } from './admin-search';

type Filters = z.output<typeof adminInvoicesInputSchema>;

function toAdminInvoice(row: typeof invoices.$inferSelect): AdminInvoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    issuedAt: row.issuedAt.toISOString(),
    issueDate: row.issueDate,
    userId: row.userId,
    userName: row.buyerName,
    market: row.market,
    currency: marketCurrencySchema.parse(row.currency),
    netMinor: row.netMinor,
    taxMinor: row.taxMinor,
    grossMinor: row.grossMinor,
    paymentLogId: row.paymentLogId,
  };
}

/**
 * A market filter must name a configured market: a typo would otherwise read as "no invoices",
 * which an operator could file as a month without sales.
 */
export function checkMarket(markets: MarketsConfig, market: string | undefined): void {
  if (market !== undefined && !markets.markets.has(market)) {
    const known = [...markets.markets.keys()].sort().join(', ');
    throw new CallFailure(400, `market: ${market} is not a market of Lumus (${known})`);
  }
}

/** The filters as a condition. Periods go by the invoice date, as printed (decision 051). */
export function invoiceCondition(filters: Omit<Filters, 'page' | 'pageSize'>): SQL | undefined {
  const where: SQL[] = [];
  if (filters.market !== undefined) where.push(eq(invoices.market, filters.market));
  if (filters.from !== undefined) where.push(gte(invoices.issueDate, filters.from));
  if (filters.to !== undefined) where.push(lte(invoices.issueDate, filters.to));
  if (filters.number !== undefined) {
    where.push(ilike(invoices.invoiceNumber, containsPattern(filters.number.trim())));
  }
  return and(...where);
}

/** One page of invoices, newest first, and the sums of all that match, per currency. */
export async function listAdminInvoices(
  db: Database,
  filters: Filters,
): Promise<{ items: AdminInvoice[]; total: number; totals: AdminInvoiceTotal[] }> {
  const condition = invoiceCondition(filters);
  const rows = await db
    .select()
    .from(invoices)
    .where(condition)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [counted] = await db.select({ total: count() }).from(invoices).where(condition);
  // Sums as text: a bigint sum is a numeric, which the drivers hand back as a string anyway.
  const sums = await db
    .select({
      currency: invoices.currency,
      count: count(),
      netMinor: sql<string>`coalesce(sum(${invoices.netMinor}), 0)::text`,
      taxMinor: sql<string>`coalesce(sum(${invoices.taxMinor}), 0)::text`,
      grossMinor: sql<string>`coalesce(sum(${invoices.grossMinor}), 0)::text`,
    })
    .from(invoices)
    .where(condition)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  return {
    items: rows.map(toAdminInvoice),
    total: counted?.total ?? 0,
    totals: sums.map((sum) => ({
      currency: marketCurrencySchema.parse(sum.currency),
      count: sum.count,
      netMinor: Number(sum.netMinor),
      taxMinor: Number(sum.taxMinor),
      grossMinor: Number(sum.grossMinor),
    })),
  };
}

/** Any user's invoice with what its PDF needs of the payment; 404 when there is none. */
export async function findInvoiceForPdf(db: Database, invoiceId: number) {
  const found = await findInvoiceWithPayment(db, eq(invoices.id, invoiceId));
  if (found === undefined) throw new CallFailure(404, `No invoice with id ${invoiceId}.`);
  return found;
}
