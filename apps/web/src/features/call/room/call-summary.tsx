import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { useMoneyFormat } from '../../currency/use-money-format';
import { NpsForm } from '../../chat/summary/nps-form';
import { RatingForm } from '../../chat/summary/rating-form';
import { connectedSeconds } from '../call-clock';

/**
 * After the call (`call-summary`): why it ended, the connected time that was billed, the rate and
 * what it cost, then the rating, the recommendation score and the ways on.
 */
export function CallSummary({ order }: { order: ChatOrder }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  // An ended order's clock stops at its end (or at the pause it ended in).
  const duration = connectedSeconds(order, Number.POSITIVE_INFINITY);
  const name = order.consultantName;
  const reason = order.endReason;
  const card = 'space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5';
  const value = 'text-lg font-semibold text-night tabular-nums';
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6" data-testid="call-summary">
      <section className={card} aria-labelledby="call-summary-title">
        <h2
          id="call-summary-title"
          className="flex items-center gap-2 text-xl font-semibold text-night"
        >
          <PhoneOff aria-hidden="true" className="size-6 text-violet" />
          {t('call.summary.title')}
        </h2>
        <p className="text-night">{t('call.summary.with', { name })}</p>
        {reason === null ? null : (
          <p role="status" data-testid="call-end-reason" className="text-muted">
            {t(`call.ended_reason.${reason}`, { name })}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-paper p-3">
            <dt className="text-xs text-muted">{t('call.summary.duration')}</dt>
            <dd data-testid="summary-duration" className={value}>
              {t('chat.summary.duration_value', {
                minutes: Math.floor(duration / 60),
                seconds: duration % 60,
              })}
            </dd>
          </div>
          <div className="rounded-2xl bg-paper p-3">
            <dt className="text-xs text-muted">{t('call.summary.rate')}</dt>
            <dd data-testid="summary-rate" className={value}>
              {t('call.summary.rate_value', { amount: formatAmount(order.ratePerMinute) })}
            </dd>
          </div>
          <div className="rounded-2xl bg-paper p-3">
            <dt className="text-xs text-muted">{t('call.summary.amount')}</dt>
            <dd data-testid="summary-amount" className={value}>
              {formatAmount(order.amountCharged)}
            </dd>
          </div>
          {order.freeSeconds > 0 ? (
            <div className="rounded-2xl bg-paper p-3">
              <dt className="text-xs text-muted">{t('chat.summary.free')}</dt>
              <dd className={value}>
                {t('chat.summary.free_value', { minutes: Math.round(order.freeSeconds / 60) })}
              </dd>
            </div>
          ) : null}
        </dl>
        {order.refunded ? (
          <p className="text-sm text-online-text">{t('chat.summary.refunded')}</p>
        ) : null}
      </section>
      <section className={card}>
        <RatingForm
          chatId={order.id}
          consultantName={name}
          title={t('call.summary.rating_title', { name })}
        />
      </section>
      <section className={card}>
        <NpsForm />
      </section>
      <nav className="flex flex-wrap gap-3">
        <LocalizedLink to="/order-history" className={buttonStyles.secondary}>
          {t('chat.summary.to_history')}
        </LocalizedLink>
        <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
          {t('call.summary.to_list')}
        </LocalizedLink>
      </nav>
    </div>
  );
}
