import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock, secondsUntil } from '../console-orders';
import { useNow } from '../use-now';
import { ConsoleCallPanel } from '../../call/components/console-call-panel';
import { ActiveChat } from './active-chat';
import { IntakeDetails } from './intake-details';

/**
 * The psychic's one live order: accepted and waiting for the user to join (with the time left
 * before the request lapses), or the running chat or call.
 */
export function LiveChatPanel({
  order,
  sharePercent = null,
  onEnded,
}: {
  order: ChatOrder;
  /** The platform's share frozen with the rate, for the running earnings (null: not shown). */
  sharePercent?: number | null;
  onEnded: (order: ChatOrder) => void;
}) {
  if (order.status === 'active' && order.kind === 'call')
    return <ConsoleCallPanel key={order.id} order={order} onEnded={onEnded} />;
  if (order.status === 'active')
    return (
      <ActiveChat key={order.id} order={order} sharePercent={sharePercent} onEnded={onEnded} />
    );
  return <WaitingForUser order={order} />;
}

function WaitingForUser({ order }: { order: ChatOrder }) {
  const { t } = useTranslation();
  const now = useNow();
  const name = order.intake?.name ?? t('console.request.unnamed');
  const left = order.expiresAt === null ? null : secondsUntil(order.expiresAt, now);
  return (
    <section
      data-testid="console-waiting-for-user"
      aria-labelledby="console-waiting-title"
      className="space-y-4 rounded-3xl bg-night p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="console-waiting-title" className="flex items-center gap-2 text-xl font-semibold">
        <Hourglass aria-hidden="true" className="size-5 text-gold" />
        {t('console.live.waiting_title', { name })}
      </h2>
      <p className="text-white/85">{t('console.live.waiting_text', { name })}</p>
      {left === null ? null : (
        <p className="text-sm text-white/75 tabular-nums">
          {t('console.live.waiting_expires', { time: formatClock(left) })}
        </p>
      )}
      {order.intake === null ? null : (
        <div className="rounded-2xl bg-white p-4">
          <IntakeDetails intake={order.intake} compact />
        </div>
      )}
    </section>
  );
}
