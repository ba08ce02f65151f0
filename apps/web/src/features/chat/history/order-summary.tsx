import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { useMoneyFormat } from '../../currency/use-money-format';
import { CallReceipt } from './call-receipt';
import { ChatStatusBadge } from './chat-status-badge';
import { connectedSeconds, orderDurationSeconds } from './history-format';
import { useDurationFormat } from './use-duration-format';

/**
 * Date, duration, amount, status and the stars the user gave one chat; a call adds its itemised
 * receipt.
 */
export function OrderSummary({
  order,
  rating,
}: {
  order: ChatOrder;
  /** Undefined while unknown (e.g. the chat was removed from the history). */
  rating: number | null | undefined;
}) {
  const { t } = useTranslation();
  const formatDate = useDateTimeFormat();
  const formatAmount = useMoneyFormat();
  const formatDuration = useDurationFormat();
  const when = order.startedAt ?? order.createdAt;
  const isCall = order.kind === 'call';
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:p-5"
    >
      <h2 id="order-summary-title" className="text-base font-semibold text-night">
        {t(isCall ? 'order_history.summary_title_call' : 'order_history.summary_title')}
      </h2>
      <dl
        data-testid="order-summary"
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3"
      >
        <Entry label={t('order_history.date')}>
          <time dateTime={when}>{formatDate(when)}</time>
        </Entry>
        <Entry label={t('order_history.duration_label')}>
          <span className="tabular-nums">
            {formatDuration(isCall ? connectedSeconds(order) : orderDurationSeconds(order))}
          </span>
        </Entry>
        <Entry label={t('order_history.amount')}>
          <span data-testid="summary-amount" className="font-semibold tabular-nums">
            {formatAmount(order.amountCharged)}
          </span>
        </Entry>
        <Entry label={t('order_history.status')}>
          <ChatStatusBadge status={order.status} refunded={order.refunded} />
        </Entry>
        {rating === undefined ? null : (
          <Entry label={t('order_history.rating')}>
            {rating === null ? (
              <span className="text-muted">{t('order_history.not_rated')}</span>
            ) : (
              <span
                role="img"
                aria-label={t('order_history.rating_given', { rating })}
                className="flex"
              >
                {Array.from({ length: 5 }, (_, index) => (
                  <Star
                    key={index}
                    aria-hidden="true"
                    className={`size-4 ${index < rating ? 'fill-gold text-gold' : 'text-night/20'}`}
                  />
                ))}
              </span>
            )}
          </Entry>
        )}
      </dl>
      {isCall ? <CallReceipt order={order} /> : null}
    </section>
  );
}

function Entry({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
