import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/api/server-clock';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import {
  billableSecondsSoFar,
  earningsSoFar,
  formatClock,
  minutesLeft,
  secondsSince,
} from '../console-orders';

/**
 * The running chat's header, always on screen: who, for how long, how many minutes the user's
 * balance still pays for, what the psychic has earned so far, the client sheet (phones) and End.
 */
export function SessionHeader({
  order,
  name,
  titleId,
  sharePercent,
  ending,
  onClient,
  onEnd,
}: {
  order: ChatOrder;
  name: string;
  titleId: string;
  /** The platform's share frozen with the rate; null when not known (a suspended console). */
  sharePercent: number | null;
  ending: boolean;
  onClient: () => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  // The session's own currency (the user's wallet's), whatever the psychic's market.
  const format = useStoredMoneyFormat();
  const formatAmount = (amountMinor: number) => format(amountMinor, order.currency);
  // `startedAt` and `endsAt` are the server's times.
  const now = useServerNow(order.status === 'active');
  const left = minutesLeft(order, now);
  const earned =
    sharePercent === null
      ? null
      : earningsSoFar(billableSecondsSoFar(order, now), order.ratePerMinute, sharePercent);
  return (
    <header
      data-testid="console-chat-header"
      className="sticky top-0 z-10 flex shrink-0 items-center gap-2 bg-night px-3 py-2 text-white sm:px-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base font-semibold sm:text-lg">
          {t('console.live.chat_title', { name })}
        </h2>
        <p className="flex flex-wrap gap-x-3 text-xs text-white/80 tabular-nums sm:text-sm">
          {order.startedAt === null ? null : (
            <span data-testid="console-chat-running">
              {formatClock(secondsSince(order.startedAt, now))}
            </span>
          )}
          {left === null ? null : (
            <span data-testid="console-chat-left">
              {t('console.live.minutes_left', { count: left })}
            </span>
          )}
          {earned === null ? null : (
            <span data-testid="console-chat-earned" className="text-gold">
              {t('console.live.earned', { amount: formatAmount(earned) })}
            </span>
          )}
        </p>
      </div>
      <button
        type="button"
        data-testid="console-client-open"
        onClick={onClient}
        aria-label={t('console.live.client', { name })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/40 lg:hidden"
      >
        <UserRound aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        data-testid="console-end-chat"
        disabled={ending || order.status === 'ended'}
        onClick={onEnd}
        className={`${buttonStyles.ghostLight} shrink-0 px-3`}
      >
        {ending ? t('console.live.ending') : t('console.live.end')}
      </button>
    </header>
  );
}
