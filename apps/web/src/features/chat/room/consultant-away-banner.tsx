import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The psychic's console lost its connection: the clock stands still until they are back, or the
 * chat ends after the grace period with only the time both were there billed (decision 025).
 */
export function ConsultantAwayBanner({ order }: { order: ChatOrder }) {
  const { t } = useTranslation();
  // The end of the free minutes is a pause of its own, with its own question.
  if (order.status !== 'active' || order.pausedAt === null || order.pauseReason === 'consent') {
    return null;
  }
  return (
    <div
      role="status"
      data-testid="chat-paused"
      className="mx-auto flex max-w-3xl items-center gap-3 rounded-2xl bg-gold/20 p-3 text-sm text-night"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      <p>{t('chat.room.paused', { name: order.consultantName })}</p>
    </div>
  );
}
