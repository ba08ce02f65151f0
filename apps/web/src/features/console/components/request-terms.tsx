import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { Repeat, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/api/server-clock';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import { formatClock, secondsUntil } from '../console-orders';

/**
 * What a request means to the psychic: their own earnings per minute (the user's price beside
 * it), whether this user has talked to them before, and how long until the request lapses.
 */
export function RequestTerms({ order, dark = false }: { order: ConsoleOrder; dark?: boolean }) {
  const { t } = useTranslation();
  // The session's own currency (the user's wallet's), whatever the psychic's market.
  const format = useStoredMoneyFormat();
  const formatAmount = (amountMinor: number) => format(amountMinor, order.currency);
  // The deadline is the server's; this browser's clock may be off.
  const now = useServerNow(order.expiresAt !== null);
  const muted = dark ? 'text-white/80' : 'text-muted';
  const strong = dark ? 'text-white' : 'text-night';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {order.pastSessions > 0 ? (
          <p
            data-testid="request-returning"
            className="inline-flex items-center gap-1.5 rounded-full bg-violet-soft px-3 py-1 text-sm font-semibold text-violet"
          >
            <Repeat aria-hidden="true" className="size-4" />
            {t('console.request.returning', { count: order.pastSessions })}
          </p>
        ) : (
          <p className={`text-sm ${muted}`}>{t('console.request.new_client')}</p>
        )}
        {order.expiresAt === null ? null : (
          <p
            data-testid="request-lapse"
            className={`ml-auto inline-flex items-center gap-1.5 text-sm tabular-nums ${strong}`}
          >
            <Timer aria-hidden="true" className="size-4" />
            {t('console.request.lapses_in', {
              time: formatClock(secondsUntil(order.expiresAt, now)),
            })}
          </p>
        )}
      </div>
      <p data-testid="request-earnings" className={`text-base font-semibold ${strong}`}>
        {t('console.request.you_earn', { amount: formatAmount(order.earningsPerMinute) })}
      </p>
      <p className={`text-sm ${muted}`}>
        {order.freeSeconds > 0
          ? t('console.request.free_then', {
              minutes: Math.round(order.freeSeconds / 60),
              amount: formatAmount(order.ratePerMinute),
            })
          : t('console.request.user_pays', { amount: formatAmount(order.ratePerMinute) })}
      </p>
    </div>
  );
}
