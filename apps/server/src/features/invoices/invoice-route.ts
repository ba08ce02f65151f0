import {
  INVOICE_PDF_PATH,
  invoicePdfInputSchema,
  noInvoiceReason,
} from '@lumus/contract/payments/invoice';
import { paymentMethodIdSchema } from '@lumus/contract/payments/payment-methods';
import type { LegalDetails } from '@lumus/contract/site/legal-details';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { registerPdfDownload } from '../../lib/http/register-pdf-download';
import { invoicePdf } from './invoice-pdf';
import { invoiceSellerOf } from './invoice-seller';
import { invoices } from './invoices-tables';
import { findInvoiceWithPayment } from './invoice-with-payment';

/** The caller's own invoice of `paymentLogId`; another user's and a missing one look the same. */
async function ownInvoice(db: Database, userId: number, paymentLogId: number) {
  return findInvoiceWithPayment(
    db,
    and(eq(invoices.paymentLogId, paymentLogId), eq(invoices.userId, userId)),
  );
}

/**
 * `GET /api/payment-log/invoice.pdf?paymentLogId=&lang=`: the invoice of one of the caller's
 * settled top-ups (decision 051). 404, with the same reason, for a payment that is someone else's,
 * not settled or not there, so the answer tells a stranger nothing.
 */
export function registerInvoiceRoute(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; legal: LegalDetails }>,
): void {
  registerPdfDownload(
    app,
    {
      path: INVOICE_PDF_PATH,
      summary:
        "The invoice of one of the user's settled top-ups as a PDF, en or de (not a spec call)",
      input: invoicePdfInputSchema,
    },
    async ({ paymentLogId, lang }, user) => {
      const found = await ownInvoice(deps.db, user.id, paymentLogId);
      if (found === undefined) throw new CallFailure(404, noInvoiceReason(paymentLogId));
      const { invoice, payment } = found;
      const pdf = await invoicePdf({
        invoice,
        seller: invoice.seller ?? invoiceSellerOf(deps.legal),
        payment: { ...payment, method: paymentMethodIdSchema.parse(payment.method) },
        language: lang ?? (invoice.language === 'de' ? 'de' : 'en'),
      });
      return { fileName: `${invoice.invoiceNumber}.pdf`, pdf };
    },
  );
}
