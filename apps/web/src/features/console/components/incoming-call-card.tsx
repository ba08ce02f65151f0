import { PhoneIncoming, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { DeclineStep } from './decline-step';
import { RequestIntake, type RequestCardProps } from './request-card';
import { RequestTerms } from './request-terms';

/**
 * A waiting call, while the console rings: who calls (intake), what the psychic earns, how long
 * until the request lapses, a large Accept and, well apart from it, a Decline that asks why
 * first, so a hurried tap cannot turn a caller away.
 */
export function IncomingCallCard({
  order,
  acceptable,
  pending,
  onAccept,
  onDecline,
}: RequestCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = order.intake?.name ?? t('console.request.unnamed');
  const headingId = `incoming-call-${order.id}`;
  return (
    <li
      data-testid="incoming-call"
      data-chat-id={order.id}
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-3xl bg-night p-4 sm:p-5 text-white shadow-sm ring-2 ring-gold motion-safe:animate-rise-in"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <PhoneIncoming
            aria-hidden="true"
            className="size-5 text-gold motion-safe:animate-pulse"
          />
          {t('console.incoming_call.title', { name })}
        </h3>
      </div>
      {order.intake === null ? null : (
        <div className="rounded-2xl bg-white p-3">
          <RequestIntake intake={order.intake} />
        </div>
      )}
      <div data-testid="incoming-call-price">
        <RequestTerms order={order} dark />
      </div>
      {confirming ? (
        <DeclineStep
          dark
          pending={pending}
          onDecline={onDecline}
          onKeep={() => {
            setConfirming(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-x-12 gap-y-4">
          <button
            type="button"
            data-testid="incoming-call-accept"
            disabled={!acceptable || pending}
            onClick={onAccept}
            className={`${buttonStyles.light} min-w-48 flex-1 sm:flex-none`}
          >
            <PhoneIncoming aria-hidden="true" className="size-4" />
            {t('console.incoming_call.accept')}
          </button>
          <button
            type="button"
            data-testid="incoming-call-decline"
            disabled={pending}
            onClick={() => {
              setConfirming(true);
            }}
            className={`${buttonStyles.ghostLight} ml-auto`}
          >
            <PhoneOff aria-hidden="true" className="size-4" />
            {t('console.incoming_call.decline')}
          </button>
        </div>
      )}
    </li>
  );
}
