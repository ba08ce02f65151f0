import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { SessionKindMark } from '../../chat/components/session-kind-mark';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import { chatDurationSeconds, formatClock } from '../console-orders';

/**
 * One ended chat or call: who, when, how long, what the user paid and what the psychic earned. A
 * chat opens its transcript; a call has none.
 */
export function HistoryRow({ order, onOpen }: { order: ChatOrder; onOpen: () => void }) {
  const { t } = useTranslation();
  // Each session in the currency it was charged in, whatever the psychic's own market.
  const format = useStoredMoneyFormat();
  const formatAmount = (amountMinor: number) => format(amountMinor, order.currency);
  const formatDate = useDateTimeFormat();
  const when = order.startedAt ?? order.createdAt;
  return (
    <li
      data-testid="console-history-row"
      data-chat-id={order.id}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold text-night">
          <span className="truncate">{order.intake?.name ?? t('console.request.unnamed')}</span>
          <SessionKindMark kind={order.kind} />
        </p>
        <p className="text-sm text-muted">
          <time dateTime={when}>{formatDate(when)}</time>
          {' · '}
          <span className="tabular-nums">
            {t('console.history.duration', { time: formatClock(chatDurationSeconds(order)) })}
          </span>
        </p>
      </div>
      <dl className="text-right text-sm tabular-nums">
        <dt className="sr-only">{t('console.history.amount')}</dt>
        <dd className="text-muted">
          {t('console.history.paid', { amount: formatAmount(order.amountCharged) })}
        </dd>
        <dt className="sr-only">{t('console.history.earned')}</dt>
        <dd data-testid="console-history-earning" className="font-semibold text-online">
          +{formatAmount(order.consultantEarnings)}
        </dd>
      </dl>
      {order.kind === 'call' ? null : (
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('console.history.open_with', {
            name: order.intake?.name ?? t('console.request.unnamed'),
          })}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-violet hover:bg-violet-soft"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('console.history.open')}
        </button>
      )}
    </li>
  );
}
