import type { PaymentLog, PaymentStatus } from '@lumus/contract/payments/payment-log';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { useMoneyFormat } from '../../currency/use-money-format';
import { ReportProblemLink } from '../../support/components/report-problem-link';

const STATUS_STYLES: Record<PaymentStatus, string> = {
  success: 'bg-online/10 text-online-text',
  failed: 'bg-error/10 text-error-text',
  pending: 'bg-busy/10 text-busy-text',
  created: 'bg-night/5 text-muted',
  cancelled: 'bg-night/5 text-muted',
};

/** One payment attempt: when, how, how much, and how it ended. */
export function PaymentLogRow({ log }: { log: PaymentLog }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
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
        <p className="text-sm text-muted">
          <time dateTime={log.createdAt}>{formatDate(log.createdAt)}</time>
          {' · '}
          {t(`payments.methods.${log.method}.name`)}
          {' · #'}
          {log.id}
        </p>
        <ReportProblemLink about={{ kind: 'payment', id: log.id }} />
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
