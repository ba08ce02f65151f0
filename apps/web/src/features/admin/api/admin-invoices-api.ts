import { adminExportCall, adminInvoicesListCall } from '@lumus/contract/admin/admin-calls';
import { ADMIN_PATHS } from '@lumus/contract/admin/admin-paths';
import type { Language } from '@lumus/contract/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadPdf } from '../../../lib/download/download-pdf';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';
import { adminKeys } from './admin-keys';

export type InvoiceFilters = {
  market: string;
  number: string;
  from: string;
  to: string;
  page: number;
};

export function adminInvoicesQuery(filters: InvoiceFilters) {
  return queryOptions({
    queryKey: adminKeys.list('invoices', filters),
    queryFn: ({ signal }) => adminGet(adminInvoicesListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/**
 * Any user's invoice as a PDF. Without `language`, in the invoice's own language: the document
 * the customer received, whatever language the console is in.
 */
export function downloadAdminInvoice(
  invoiceId: number,
  invoiceNumber: string,
  language?: Language,
) {
  return downloadPdf(
    ADMIN_PATHS.invoicePdf,
    { invoiceId: String(invoiceId), ...(language === undefined ? {} : { lang: language }) },
    `${invoiceNumber}.pdf`,
  );
}

/** The invoices dated in the period as a CSV (the same export as the dashboard's). */
export function exportInvoices(period: Readonly<{ from: string; to: string }>) {
  return adminPost(adminExportCall, { kind: 'invoices', ...period });
}
