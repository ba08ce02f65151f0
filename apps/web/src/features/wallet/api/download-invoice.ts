import type { Language } from '@lumus/contract/constants';
import { INVOICE_PDF_PATH } from '@lumus/contract/payments/invoice';
import { downloadPdf } from '../../../lib/download/download-pdf';

/** The invoice of a settled top-up, in the page's language (saved under its invoice number). */
export function downloadInvoice(paymentLogId: number, language: Language): Promise<void> {
  return downloadPdf(
    INVOICE_PDF_PATH,
    { paymentLogId: String(paymentLogId), lang: language },
    `invoice-${paymentLogId}.pdf`,
  );
}
