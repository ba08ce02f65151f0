import type { ChatOrderStatus } from '@lumus/contract/chat/chat-order';
import { useTranslation } from 'react-i18next';

const STYLES: Record<ChatOrderStatus, string> = {
  ended: 'bg-online/10 text-online-text',
  active: 'bg-violet-soft text-violet-strong',
  queued: 'bg-busy/10 text-busy-text',
  accepted_by_consultant: 'bg-busy/10 text-busy-text',
  declined: 'bg-night/5 text-muted',
  expired: 'bg-night/5 text-muted',
  cancelled: 'bg-night/5 text-muted',
};

/** The state of one chat as a small pill; a refunded chat says so instead. */
export function ChatStatusBadge({
  status,
  refunded,
}: {
  status: ChatOrderStatus;
  refunded: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="chat-status"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${refunded ? 'bg-gold/20 text-night' : STYLES[status]}`}
    >
      {refunded ? t('order_history.refunded') : t(`order_history.statuses.${status}`)}
    </span>
  );
}
