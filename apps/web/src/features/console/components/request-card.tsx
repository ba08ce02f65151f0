import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { Clock, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useMoneyFormat } from '../../currency/use-money-format';
import { formatClock, secondsSince } from '../console-orders';
import { BirthChartDisclosure } from './birth-chart-disclosure';
import { IntakeDetails } from './intake-details';

/** A waiting request's card: the request, whether it can be taken now, and the two answers. */
export interface RequestCardProps {
  order: ChatOrder;
  acceptable: boolean;
  pending: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** What the user told in the intake, with their birth chart (nothing without an intake). */
export function RequestIntake({ intake }: { intake: ChatOrder['intake'] }) {
  if (intake === null) return null;
  return (
    <div>
      <IntakeDetails intake={intake} compact />
      <BirthChartDisclosure intake={intake} />
    </div>
  );
}

/** One waiting request: who asks (intake), how long they have waited, Accept and Decline. */
export function RequestCard({
  order,
  now,
  acceptable,
  pending,
  onAccept,
  onDecline,
}: RequestCardProps & { now: number }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const waited = secondsSince(order.createdAt, now);
  const name = order.intake?.name ?? t('console.request.unnamed');
  const headingId = `request-${order.id}`;
  return (
    <li
      data-testid="console-request"
      data-chat-id={order.id}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5 motion-safe:animate-rise-in"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-night">
          {name}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted tabular-nums">
          <Clock aria-hidden="true" className="size-4" />
          {t('console.request.waiting', { time: formatClock(waited) })}
        </p>
      </div>
      <RequestIntake intake={order.intake} />
      <p className="text-sm text-muted">
        {order.freeSeconds > 0
          ? t('console.request.free', { minutes: Math.round(order.freeSeconds / 60) })
          : t('console.request.rate', { amount: formatAmount(order.ratePerMinute) })}
      </p>
      {order.onHold ? (
        <p className="flex items-center gap-2 rounded-2xl bg-gold/20 p-3 text-sm text-night">
          <PauseCircle aria-hidden="true" className="size-4 shrink-0" />
          {t('console.request.on_hold')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!acceptable || pending}
          onClick={onAccept}
          className={`${buttonStyles.primary} flex-1 sm:flex-none`}
        >
          {t('console.request.accept')}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={onDecline}
          className={`${buttonStyles.secondary} flex-1 sm:flex-none`}
        >
          {t('console.request.decline')}
        </button>
      </div>
    </li>
  );
}
