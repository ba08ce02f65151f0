import { adminInvoicesListCall } from '@lumus/contract/admin/admin-calls';
import { adminInvoicePdfInputSchema } from '@lumus/contract/admin/admin-invoices';
import { ADMIN_PATHS } from '@lumus/contract/admin/admin-paths';
import { paymentMethodIdSchema } from '@lumus/contract/payments/payment-methods';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import { registerPdfDownload } from '../../lib/http/register-pdf-download';
import { invoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceSeller } from '../invoices/invoice-seller';
import type { MarketsConfig } from '../markets/markets-env';
import type { AdminRouteDeps } from './admin-call';
import { checkMarket, findInvoiceForPdf, listAdminInvoices } from './admin-invoices';
import { recordAudit } from './audit-log';

export function registerAdminInvoiceRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; seller: InvoiceSeller; markets: MarketsConfig }>,
): void {
  const { db } = deps;

  registerCall(route.app, adminInvoicesListCall, async (input) => {
    checkMarket(deps.markets, input.market);
    const page = await listAdminInvoices(db, input);
    return { ...page, page: input.page, pageSize: input.pageSize };
  });

  registerPdfDownload(
    route.app,
    {
      path: ADMIN_PATHS.invoicePdf,
      summary: "Admin: any user's invoice as a PDF, en or de (not a spec call)",
      input: adminInvoicePdfInputSchema,
      auth: 'admin',
    },
    async ({ invoiceId, lang }, user) => {
      const { invoice, payment } = await findInvoiceForPdf(db, invoiceId);
      const language = lang ?? (invoice.language === 'de' ? 'de' : 'en');
      const pdf = await invoicePdf({
        invoice,
        seller: invoice.seller ?? deps.seller,
        payment: { ...payment, method: paymentMethodIdSchema.parse(payment.method) },
        language,
      });
      // A customer's name and contact leave the system in this file, as in an export: who took
      // which is kept.
      await recordAudit(db, {
        adminUserId: user.id,
        action: 'invoice.download',
        targetType: 'invoice',
        targetId: invoice.id,
        before: null,
        after: { invoiceNumber: invoice.invoiceNumber, userId: invoice.userId, language },
      });
      return { fileName: `${invoice.invoiceNumber}.pdf`, pdf };
    },
  );
}
