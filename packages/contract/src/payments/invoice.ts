import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { idField } from '../fields';

/**
 * `GET /api/payment-log/invoice.pdf?paymentLogId=&lang=`: the invoice of one of the signed-in
 * user's settled top-ups as a PDF (decision 051). Not a JSON call: refusals keep the envelope
 * (401 without a session, 404 for another user's or an unsettled payment, 400 for a bad field).
 */
export const INVOICE_PDF_PATH = '/api/payment-log/invoice.pdf';

export const invoicePdfInputSchema = z.object({
  paymentLogId: idField,
  /** The page's language; without it, the language the invoice was issued in. */
  lang: z.enum(LANGUAGES, { error: 'must be en or de' }).optional(),
});
export type InvoicePdfInput = z.input<typeof invoicePdfInputSchema>;

/** The same answer for a payment that is not the caller's, not settled or not there at all. */
export function noInvoiceReason(paymentLogId: number): string {
  return `No invoice for payment ${paymentLogId}.`;
}
