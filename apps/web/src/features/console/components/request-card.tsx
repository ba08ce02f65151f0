import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { Clock, PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { formatClock, secondsSince } from '../console-orders';
import { BirthChartDisclosure } from './birth-chart-disclosure';
import { DeclineStep, type DeclineAnswer } from './decline-step';
import { IntakeDetails } from './intake-details';
import { RequestTerms } from './request-terms';

/** A waiting request's card: the request, whether it can be taken now, and the two answers. */
export interface RequestCardProps {
  order: ConsoleOrder;
  acceptable: boolean;
  pending: boolean;
  onAccept: () => void;
  onDecline: (answer: DeclineAnswer) => void;
}

/** What the user told in the intake, with their birth chart (nothing without an intake). */
export function RequestIntake({ intake }: { intake: ChatOrder['intake'] }) {
  if (intake === null) return null;
  return (
    <div className="min-w-0">
      <IntakeDetails intake={intake} compact />
      <BirthChartDisclosure intake={intake} />
    </div>
  );
}

/**
 * One waiting request: who asks (intake), what the psychic earns, how long it has waited and
 * until it lapses; a wide Accept and, on its own line below, a Decline that asks why first.
 */
export function RequestCard({
  order,
  now,
  acceptable,
  pending,
  onAccept,
  onDecline,
}: RequestCardProps & { now: number }) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState(false);
  const waited = secondsSince(order.createdAt, now);
  const name = order.intake?.name ?? t('console.request.unnamed');
  const headingId = `request-${order.id}`;
  return (
    <li
      data-testid="console-request"
      data-chat-id={order.id}
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 motion-safe:animate-rise-in sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-lg font-semibold break-words text-night">
          {name}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted tabular-nums">
          <Clock aria-hidden="true" className="size-4" />
          {t('console.request.waiting', { time: formatClock(waited) })}
        </p>
      </div>
      <RequestTerms order={order} />
      <RequestIntake intake={order.intake} />
      {order.onHold ? (
        <p className="flex items-center gap-2 rounded-2xl bg-gold/20 p-3 text-sm text-night">
          <PauseCircle aria-hidden="true" className="size-4 shrink-0" />
          {t('console.request.on_hold')}
        </p>
      ) : null}
      {declining ? (
        <DeclineStep
          pending={pending}
          onDecline={onDecline}
          onKeep={() => {
            setDeclining(false);
          }}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            data-testid="request-accept"
            disabled={!acceptable || pending}
            onClick={onAccept}
            className={`${buttonStyles.primary} w-full`}
          >
            {t('console.request.accept')}
          </button>
          {/* Apart from Accept and quieter, and it only opens the reason step. */}
          <button
            type="button"
            data-testid="request-decline"
            disabled={pending}
            onClick={() => {
              setDeclining(true);
            }}
            className="mt-3 min-h-11 self-end rounded-full px-4 text-sm font-semibold text-muted underline-offset-4 hover:text-night hover:underline"
          >
            {t('console.request.decline')}
          </button>
        </div>
      )}
    </li>
  );
}
