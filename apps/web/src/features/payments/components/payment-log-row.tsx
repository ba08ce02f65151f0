import type { PaymentLogItem, PaymentStatus } from '@lumus/contract/payments/payment-log';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import { ReportProblemLink } from '../../support/components/report-problem-link';
import { InvoiceDownloadButton } from './invoice-download-button';
import { LocalizedLink } from '../../../lib/ui/localized-link';

const STATUS_STYLES: Record<PaymentStatus, string> = {
  success: 'bg-online/10 text-online-text',
  failed: 'bg-error/10 text-error-text',
  pending: 'bg-busy/10 text-busy-text',
  created: 'bg-night/5 text-muted',
  cancelled: 'bg-night/5 text-muted',
};

/** One payment attempt: when, how, how much, how it ended, and a settled one's invoice. */
export function PaymentLogRow({ log }: { log: PaymentLogItem }) {
  const { t } = useTranslation();
  const formatStored = useStoredMoneyFormat();
  // In the payment's own currency: a log never changes with the viewer's market.
  const formatAmount = (amountMinor: number) => formatStored(amountMinor, log.currency);
  const formatDate = useDateTimeFormat();
  return (
    <li
      data-testid="payment-log"
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-night">
          {t('payments.logs.recharge', { amount: formatAmount(log.amount) })}
        </p>
        <p data-testid="payment-log-tax" className="text-sm text-muted tabular-nums">
          {t(
            log.taxMode === 'inclusive'
              ? 'payments.logs.breakdown_vat'
              : 'payments.logs.breakdown_gst',
            {
              net: formatAmount(log.netAmount),
              tax: formatAmount(log.taxAmount),
              gross: formatAmount(log.totalAmount),
              percent: log.taxBasisPoints / 100,
            },
          )}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={log.createdAt}>{formatDate(log.createdAt)}</time>
          {' · '}
          {t(`payments.methods.${log.method}.name`)}
          {' · #'}
          {log.id}
        </p>
        {log.invoiceNumber === null ? null : (
          <p data-testid="payment-log-invoice" className="text-sm text-muted">
            {t('payments.invoice.number', { number: log.invoiceNumber })}
          </p>
        )}
        <div className="flex flex-wrap gap-x-4">
          <LocalizedLink
            to={`/add-wallet-money/payment?paymentLogId=${log.id}`}
            data-testid="payment-log-receipt"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-violet underline-offset-2 hover:underline"
          >
            {t('payments.logs.receipt')}
          </LocalizedLink>
          {log.invoiceNumber === null ? null : (
            <InvoiceDownloadButton
              paymentLogId={log.id}
              invoiceNumber={log.invoiceNumber}
              compact
            />
          )}
          <ReportProblemLink about={{ kind: 'payment', id: log.id }} />
        </div>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className="font-semibold tabular-nums text-ink">{formatAmount(log.totalAmount)}</span>
        <span
          data-testid="payment-log-status"
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[log.status]}`}
        >
          {t(`payments.statuses.${log.status}`)}
        </span>
      </div>
    </li>
  );
}
