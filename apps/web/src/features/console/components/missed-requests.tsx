import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';

/** Why a request went unanswered: it lapsed, or it was released when the psychic went away. */
function missedReason(order: ChatOrder): 'lapsed' | 'released' {
  return order.status === 'expired' ? 'lapsed' : 'released';
}

/** Requests the psychic never answered, newest first, so nobody who asked is forgotten. */
export function MissedRequests({ orders }: { orders: readonly ChatOrder[] }) {
  const { t } = useTranslation();
  const formatDate = useDateTimeFormat();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="console-missed" className="space-y-3" data-testid="console-missed">
      <h2 id="console-missed" className="text-xl font-semibold text-night">
        {t('console.missed.title')}
      </h2>
      <p className="text-sm text-muted">{t('console.missed.lead')}</p>
      <ul className="space-y-2">
        {orders.map((order) => (
          <li
            key={order.id}
            data-testid="console-missed-row"
            data-chat-id={order.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5"
          >
            <span className="font-semibold text-night">
              {order.intake?.name ?? t('console.request.unnamed')}
            </span>
            <span className="text-sm text-muted">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              {' · '}
              {t(`console.missed.${missedReason(order)}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why the psychic is offline without having switched it off themselves. */
export function AwayNotice({ notice }: { notice: 'missed_requests' | null }) {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <p
      role="alert"
      data-testid="console-away-notice"
      className="rounded-2xl bg-gold/20 p-3 text-sm text-night"
    >
      {t(`console.notice.${notice}`)}
    </p>
  );
}
