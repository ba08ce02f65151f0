import { PhoneIncoming, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/api/server-clock';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useMoneyFormat } from '../../currency/use-money-format';
import { formatClock, secondsUntil } from '../console-orders';
import { RequestIntake, type RequestCardProps } from './request-card';

/**
 * A waiting call, while the console rings: who calls (intake), at what price, how long until the
 * request lapses, a large Accept and, well apart from it, a Decline that asks again, so a hurried
 * tap cannot turn a caller away.
 */
export function IncomingCallCard({
  order,
  acceptable,
  pending,
  onAccept,
  onDecline,
}: RequestCardProps) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  // The deadline is the server's; this browser's clock may be off.
  const now = useServerNow(order.expiresAt !== null);
  const [confirming, setConfirming] = useState(false);
  const name = order.intake?.name ?? t('console.request.unnamed');
  const headingId = `incoming-call-${order.id}`;
  const lapse = order.expiresAt === null ? null : formatClock(secondsUntil(order.expiresAt, now));
  return (
    <li
      data-testid="incoming-call"
      data-chat-id={order.id}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl bg-night p-5 text-white shadow-sm ring-2 ring-gold motion-safe:animate-rise-in"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <PhoneIncoming
            aria-hidden="true"
            className="size-5 text-gold motion-safe:animate-pulse"
          />
          {t('console.incoming_call.title', { name })}
        </h3>
        {lapse === null ? null : (
          <p data-testid="incoming-call-lapse" className="text-sm text-white/85 tabular-nums">
            {t('console.incoming_call.lapses_in', { time: lapse })}
          </p>
        )}
      </div>
      {order.intake === null ? null : (
        <div className="rounded-2xl bg-white p-3">
          <RequestIntake intake={order.intake} />
        </div>
      )}
      <p data-testid="incoming-call-price" className="text-sm text-white/85">
        {order.freeSeconds > 0
          ? t('console.request.free', { minutes: Math.round(order.freeSeconds / 60) })
          : t('console.incoming_call.rate', { amount: formatAmount(order.ratePerMinute) })}
      </p>
      {confirming ? (
        <div
          role="group"
          aria-label={t('console.incoming_call.decline_question')}
          className="space-y-3"
        >
          <p className="font-semibold">{t('console.incoming_call.decline_question')}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              data-testid="incoming-call-decline-confirm"
              disabled={pending}
              onClick={onDecline}
              className={buttonStyles.light}
            >
              {t('console.incoming_call.decline_confirm')}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
              }}
              className={buttonStyles.ghostLight}
            >
              {t('console.incoming_call.decline_keep')}
            </button>
          </div>
        </div>
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
