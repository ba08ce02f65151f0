import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { OnlineAlternatives } from './online-alternatives';

/** The words for a request that closed without a chat: the release's cause, or how it closed. */
export function outcomeTextKey(order: ChatOrder) {
  if (order.endReason === 'consultant_away' || order.endReason === 'consultant_suspended') {
    return `chat.room.ended_reason.${order.endReason}` as const;
  }
  if (order.status === 'declined') return 'chat.room.closed.declined' as const;
  if (order.status === 'expired') return 'chat.room.closed.expired' as const;
  return 'chat.room.closed.cancelled' as const;
}

/**
 * Where the waiting card was: what happened to the request (declined, lapsed, released because the
 * psychic went away or was suspended; nothing charged), who else is online for the same kind of
 * reading, and the way back to the form for a new request.
 */
export function RequestOutcome({
  order,
  consultant,
  onNewRequest,
}: {
  order: ChatOrder;
  consultant: ConsultantCard | null;
  onNewRequest: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <section
        role="alert"
        data-testid="request-outcome"
        data-status={order.status}
        className="space-y-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5"
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold text-night">
          <CircleSlash aria-hidden="true" className="size-5 text-violet" />
          {t('chat.outcome.title')}
        </h2>
        <p data-testid="request-outcome-text" className="text-night">
          {t(outcomeTextKey(order), { name: order.consultantName })}
        </p>
        <button type="button" onClick={onNewRequest} className={buttonStyles.secondary}>
          {t('chat.outcome.new_request')}
        </button>
      </section>
      {consultant === null ? null : <OnlineAlternatives like={consultant} />}
    </div>
  );
}
