import type { PaymentLog } from '@lumus/contract/payments/payment-log';
import { CircleCheck, CircleX, LoaderCircle, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { useMoneyFormat } from '../../currency/use-money-format';
import { InvoiceDownloadButton } from './invoice-download-button';

/**
 * The screen after the gateway: waiting while the payment is open, then a clear success (what was
 * added, the new balance) or failure (why, and a way to try again). Pure: the page feeds it the
 * polled payment log.
 */
export function PaymentStatusView({
  log,
  balance,
  error,
  returnPath,
  onReturn,
}: {
  log: PaymentLog | undefined;
  balance: number;
  error?: string;
  /** A screen that sent the user here to top up (e.g. the chat intake): offered first on success. */
  returnPath?: string | undefined;
  onReturn?: () => void;
}) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  if (error !== undefined) {
    return (
      <Frame
        tone="error"
        icon={<CircleX className="size-8" />}
        title={t('payments.status.error_title')}
      >
        <p role="alert">{error}</p>
        <Actions retry />
      </Frame>
    );
  }
  if (log === undefined || log.status === 'created' || log.status === 'pending') {
    return (
      <Frame
        tone="wait"
        icon={<LoaderCircle className="size-8 motion-safe:animate-spin" />}
        title={t('payments.status.pending_title')}
      >
        <p role="status">{t('payments.status.pending_text')}</p>
      </Frame>
    );
  }
  if (log.status === 'success') {
    return (
      <Frame
        tone="success"
        icon={<CircleCheck className="size-8" />}
        title={t('payments.status.success_title')}
      >
        <p role="status" data-testid="payment-success-text">
          {t('payments.status.success_text', {
            amount: formatAmount(log.amount + log.bonusAmount),
          })}
        </p>
        {log.bonusAmount > 0 ? (
          <p className="text-sm text-muted">
            {t('payments.status.success_bonus', { bonus: formatAmount(log.bonusAmount) })}
          </p>
        ) : null}
        <p className="font-semibold text-night">
          {t('payments.status.new_balance', { amount: formatAmount(balance) })}
        </p>
        <InvoiceDownloadButton paymentLogId={log.id} />
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {returnPath === undefined ? null : (
            <Link to={returnPath} onClick={onReturn} className={buttonStyles.primary}>
              {t('payments.status.return')}
            </Link>
          )}
          <LocalizedLink
            to="/my-wallet"
            className={returnPath === undefined ? buttonStyles.primary : buttonStyles.secondary}
          >
            {t('payments.status.to_wallet')}
          </LocalizedLink>
          <LocalizedLink to="/chat-with-psychic" className={buttonStyles.secondary}>
            {t('payments.status.to_psychics')}
          </LocalizedLink>
        </div>
      </Frame>
    );
  }
  const cancelled = log.status === 'cancelled';
  return (
    <Frame
      tone="error"
      icon={cancelled ? <Undo2 className="size-8" /> : <CircleX className="size-8" />}
      title={t(cancelled ? 'payments.status.cancelled_title' : 'payments.status.failed_title')}
    >
      <p role="alert" data-testid="payment-failure-text">
        {cancelled ? t('payments.status.cancelled_text') : t('payments.status.failed_text')}
      </p>
      {!cancelled && log.failureReason !== null ? (
        <p className="text-sm text-muted">{log.failureReason}</p>
      ) : null}
      <p className="text-sm text-muted">{t('payments.status.not_charged')}</p>
      <Actions retry />
    </Frame>
  );
}

function Actions({ retry }: { retry: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      {retry ? (
        <LocalizedLink to="/add-wallet-money/price-list" className={buttonStyles.primary}>
          {t('payments.status.try_again')}
        </LocalizedLink>
      ) : null}
      <LocalizedLink to="/payment-logs" className={buttonStyles.secondary}>
        {t('titles.payment_logs')}
      </LocalizedLink>
    </div>
  );
}

const TONES = {
  wait: 'bg-violet-soft text-violet-strong',
  success: 'bg-online/10 text-online-text',
  error: 'bg-error/10 text-error',
} as const;

function Frame({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-night/5 motion-safe:animate-fade-in">
      <span
        aria-hidden="true"
        className={`inline-flex size-16 items-center justify-center rounded-full ${TONES[tone]}`}
      >
        {icon}
      </span>
      <h2 data-testid="payment-status-title" className="text-2xl font-semibold text-night">
        {title}
      </h2>
      {children}
    </section>
  );
}
