import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { useMoneyFormat } from '../../currency/use-money-format';
import { chatDurationSeconds } from '../room/remaining-time';
import { NpsForm } from './nps-form';
import { RatingForm } from './rating-form';

/**
 * After the chat: why it ended, its duration, what it cost (in the user's display currency) and
 * any free minutes, then the rating, the recommendation score and the ways on.
 */
export function ChatSummary({ order }: { order: ChatOrder }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const duration = chatDurationSeconds(order);
  const reason = order.endReason;
  const name = order.consultantName;
  const card = 'space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5';
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6" data-testid="chat-summary">
      <section className={card} aria-labelledby="chat-summary-title">
        <h2
          id="chat-summary-title"
          className="flex items-center gap-2 text-xl font-semibold text-night"
        >
          <CheckCircle2 aria-hidden="true" className="size-6 text-violet" />
          {t('chat.summary.title')}
        </h2>
        <p className="text-night">{t('chat.summary.with', { name })}</p>
        {reason === null ? null : (
          <p role="status" data-testid="chat-end-reason" className="text-muted">
            {t(`chat.room.ended_reason.${reason}`, { name })}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-paper p-3">
            <dt className="text-xs text-muted">{t('chat.summary.duration')}</dt>
            <dd
              data-testid="summary-duration"
              className="text-lg font-semibold text-night tabular-nums"
            >
              {t('chat.summary.duration_value', {
                minutes: Math.floor(duration / 60),
                seconds: duration % 60,
              })}
            </dd>
          </div>
          <div className="rounded-2xl bg-paper p-3">
            <dt className="text-xs text-muted">{t('chat.summary.amount')}</dt>
            <dd
              data-testid="summary-amount"
              className="text-lg font-semibold text-night tabular-nums"
            >
              {formatAmount(order.amountCharged)}
            </dd>
          </div>
          {order.freeSeconds > 0 ? (
            <div className="rounded-2xl bg-paper p-3">
              <dt className="text-xs text-muted">{t('chat.summary.free')}</dt>
              <dd className="text-lg font-semibold text-night tabular-nums">
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
        <RatingForm chatId={order.id} consultantName={name} />
      </section>
      <section className={card}>
        <NpsForm />
      </section>
      <nav className="flex flex-wrap gap-3">
        <LocalizedLink to="/order-history" className={buttonStyles.secondary}>
          {t('chat.summary.to_history')}
        </LocalizedLink>
        <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
          {t('chat.summary.to_list')}
        </LocalizedLink>
      </nav>
    </div>
  );
}
