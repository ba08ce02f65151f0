import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../currency/use-money-format';
import { formatClock, remainingTime } from '../../chat/room/remaining-time';
import { runningCost } from '../../chat/room/running-cost';
import { connectedSeconds, type CallScreenState } from '../call-clock';

/** The status line: connecting, connected, reconnecting or ended (`data-state` for tests). */
export function CallStatusLine({ state }: { state: CallScreenState }) {
  const { t } = useTranslation();
  const dot =
    state === 'connected'
      ? 'bg-online'
      : state === 'ended'
        ? 'bg-white/40'
        : 'bg-gold motion-safe:animate-pulse';
  return (
    <p
      role="status"
      data-testid="call-status"
      data-state={state}
      className="flex items-center justify-center gap-2 text-sm font-semibold"
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
      {t(`call.status.${state}`)}
    </p>
  );
}

/**
 * The call's clocks at `now` (the server's time): connected time, time left from the balance, and
 * for the user the running cost.
 */
export function CallMeters({
  order,
  now,
  showCost,
}: {
  order: ChatOrder;
  now: number;
  showCost: boolean;
}) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const remaining = remainingTime(order, now);
  const cost = showCost ? runningCost(order, now) : null;
  const cell = 'rounded-2xl bg-white/10 px-3 py-2 text-center';
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <div className={cell}>
        <dt className="text-xs text-white/70">{t('call.timer')}</dt>
        <dd role="timer" data-testid="call-timer" className="text-2xl font-semibold tabular-nums">
          {formatClock(connectedSeconds(order, now))}
        </dd>
      </div>
      <div className={cell}>
        <dt className="text-xs text-white/70">{t('call.remaining')}</dt>
        <dd data-testid="call-remaining" className="text-2xl font-semibold tabular-nums">
          {remaining === null ? '–' : formatClock(remaining.seconds)}
        </dd>
      </div>
      {showCost ? (
        <div className={`${cell} col-span-2 sm:col-span-1`}>
          <dt className="text-xs text-white/70">{t('call.cost')}</dt>
          <dd data-testid="call-running-cost" className="text-2xl font-semibold tabular-nums">
            {formatAmount(cost ?? 0)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
