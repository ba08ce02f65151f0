import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useIncomingRing } from './use-incoming-ring';

/** Whether a call is waiting that the psychic can take now: the console rings for it. */
export function hasIncomingCall(orders: readonly ChatOrder[]): boolean {
  // In a session the psychic cannot pick up; a ring would only cut across the running call.
  const live = orders.some(
    (order) => order.status === 'active' || order.status === 'accepted_by_consultant',
  );
  return (
    !live &&
    orders.some((order) => order.kind === 'call' && order.status === 'queued' && !order.onHold)
  );
}

/**
 * Mounted once on the console (whichever tab is open): rings while a call waits. When the browser
 * will not play sound before a click, a button says so and unlocks it.
 */
export function IncomingCallRinger({ orders }: { orders: readonly ChatOrder[] }) {
  const { t } = useTranslation();
  const { blocked, enable } = useIncomingRing(hasIncomingCall(orders));
  if (!blocked) return null;
  return (
    <p
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-gold/20 p-3 text-sm text-night"
    >
      <span className="flex-1">{t('console.incoming_call.sound_blocked')}</span>
      <button
        type="button"
        data-testid="console-enable-sound"
        onClick={enable}
        className={buttonStyles.secondary}
      >
        <Volume2 aria-hidden="true" className="size-4" />
        {t('console.incoming_call.enable_sound')}
      </button>
    </p>
  );
}
