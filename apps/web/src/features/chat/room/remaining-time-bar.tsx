import { Gift, Hourglass, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock, LOW_BALANCE_SECONDS, type RemainingTime } from './remaining-time';

/**
 * The remaining-time bar on top of the chat: the clock (m:ss) and a bar that empties towards the
 * deadline, turning gold in the last two minutes; free minutes of a first chat beside it, with the
 * rate that applies after them (only if the user agrees when they run out).
 */
export function RemainingTimeBar({
  remaining,
  cost = null,
  rate = null,
}: {
  remaining: RemainingTime;
  /** The chat's cost so far, formatted; beside the time left. */
  cost?: string | null;
  /** The per-minute rate, formatted; shown while free minutes are left. */
  rate?: string | null;
}) {
  const { t } = useTranslation();
  const low = remaining.seconds <= LOW_BALANCE_SECONDS;
  const clock = formatClock(remaining.seconds);
  return (
    <div data-testid="chat-remaining" className="space-y-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-1.5 text-white/80">
          <Hourglass aria-hidden="true" className="size-4" />
          {t('chat.room.time_left')}
        </span>
        {remaining.freeSeconds > 0 ? (
          <span className="flex items-center gap-1 rounded-full bg-gold/15 px-2 py-0.5 text-xs text-gold">
            <Gift aria-hidden="true" className="size-3.5" />
            <span data-testid="chat-free-left">
              {t('chat.room.free_time')} {formatClock(remaining.freeSeconds)}
            </span>
            {rate === null ? null : (
              <span data-testid="chat-rate-after-free" className="text-gold/80">
                · {t('chat.room.rate_after_free', { rate })}
              </span>
            )}
          </span>
        ) : null}
        <span
          data-testid="chat-remaining-clock"
          role="timer"
          aria-label={`${t('chat.room.time_left')}: ${clock}`}
          className={`font-semibold tabular-nums ${low ? 'text-gold' : 'text-white'}`}
        >
          {clock}
        </span>
      </div>
      {cost === null ? null : (
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="flex items-center gap-1.5 text-white/80">
            <Wallet aria-hidden="true" className="size-4" />
            {t('chat.room.cost_so_far')}
          </span>
          <span data-testid="chat-running-cost" className="font-semibold text-white tabular-nums">
            {cost}
          </span>
        </p>
      )}
      <div
        role="progressbar"
        aria-label={t('chat.room.time_left')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(remaining.fraction * 100)}
        aria-valuetext={clock}
        className="h-1.5 overflow-hidden rounded-full bg-white/15"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-1000 ease-linear motion-reduce:transition-none ${
            low ? 'bg-gold' : 'bg-violet-soft'
          }`}
          style={{ width: `${remaining.fraction * 100}%` }}
        />
      </div>
    </div>
  );
}
