import type { SupportStatus } from '@lumus/contract/support/support';
import { useTranslation } from 'react-i18next';

const STYLES: Record<SupportStatus, string> = {
  open: 'bg-violet-soft text-violet',
  waiting_for_user: 'bg-busy/10 text-busy-text',
  resolved: 'bg-online/10 text-online-text',
};

/** Open, waiting for you, resolved: where a conversation stands, in the user's words. */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="support-status"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STYLES[status]}`}
    >
      {t(`support.statuses.${status}`)}
    </span>
  );
}
