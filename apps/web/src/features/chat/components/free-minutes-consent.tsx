import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { Gift } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/api/server-clock';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useMoneyFormat } from '../../currency/use-money-format';
import { continueSession } from '../api/continue-session';
import { endSession } from '../api/end-session';
import { formatClock } from '../room/remaining-time';

/** Whole seconds from `nowMs` until the answer is due (never negative). */
export function consentSecondsLeft(order: ChatOrder, nowMs: number): number {
  if (order.consentDueAt === null) return 0;
  const due = Date.parse(order.consentDueAt);
  return Number.isNaN(due) ? 0 : Math.max(0, Math.ceil((due - nowMs) / 1000));
}

type Pending = 'continue' | 'end' | null;

/**
 * The question at the end of a session's free minutes (issue 17): go on at the shown rate, or end
 * with nothing charged; unanswered, the server ends it when the countdown runs out. Chat and call
 * alike (the wording follows `order.kind`); the session's own order event (`resumed`, `ended`)
 * then takes the prompt away. Renders nothing unless the session waits for this answer.
 */
export function FreeMinutesConsent({ order }: { order: ChatOrder }) {
  const { t } = useTranslation();
  const waiting = order.status === 'active' && order.pauseReason === 'consent';
  // The deadline is the server's time; the phone's clock may be off.
  const now = useServerNow(waiting);
  const formatAmount = useMoneyFormat();
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  if (!waiting) return null;

  const secondsLeft = consentSecondsLeft(order, now);
  const call = order.kind === 'call';
  const act = (which: Exclude<Pending, null>) => {
    setPending(which);
    setFailure(null);
    const request = which === 'continue' ? continueSession(order.id) : endSession(order.id);
    request
      .catch((error: unknown) => {
        setFailure(
          t('chat.consent.failed', { reason: error instanceof Error ? error.message : '' }),
        );
      })
      .finally(() => {
        setPending(null);
      });
  };

  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      data-testid="consent-prompt"
      data-kind={order.kind}
      className="mx-auto max-w-3xl space-y-3 rounded-2xl bg-white p-4 text-night shadow-md ring-1 ring-gold/40"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <Gift aria-hidden="true" className="size-5 shrink-0 text-gold" />
        {t('chat.consent.title')}
      </h2>
      <p className="text-sm">
        {t(call ? 'chat.consent.text_call' : 'chat.consent.text_chat', {
          name: order.consultantName,
          rate: formatAmount(order.ratePerMinute),
        })}
      </p>
      <p className="text-sm text-muted">
        {t(call ? 'chat.consent.countdown_call' : 'chat.consent.countdown_chat')}{' '}
        <span
          role="timer"
          data-testid="consent-countdown"
          className="font-semibold text-night tabular-nums"
        >
          {formatClock(secondsLeft)}
        </span>
      </p>
      {failure === null ? null : (
        <p role="alert" className="text-sm text-error-text">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-testid="consent-end"
          disabled={pending !== null}
          onClick={() => {
            act('end');
          }}
          className={buttonStyles.secondary}
        >
          {pending === 'end'
            ? t('chat.consent.ending')
            : t(call ? 'chat.consent.end_call' : 'chat.consent.end_chat')}
        </button>
        <button
          type="button"
          data-testid="consent-continue"
          disabled={pending !== null || secondsLeft === 0}
          onClick={() => {
            act('continue');
          }}
          className={buttonStyles.primary}
        >
          {pending === 'continue'
            ? t('chat.consent.continuing')
            : t('chat.consent.continue', { rate: formatAmount(order.ratePerMinute) })}
        </button>
      </div>
    </section>
  );
}
