import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { useTranslation } from 'react-i18next';

const PILL: Record<ConsultantStatus, string> = {
  online: 'bg-online/10 text-online-text',
  busy: 'bg-busy/10 text-busy-text',
  offline: 'bg-night/5 text-muted',
};

/** The written status; `aria-live` so a live change is announced without moving focus. */
export function StatusPill({ status }: { status: ConsultantStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-pill"
      data-status={status}
      aria-live="polite"
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${PILL[status]}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${status === 'online' ? 'bg-online' : status === 'busy' ? 'bg-busy' : 'bg-offline'}`}
      />
      {t(`catalogue.status.${status}`)}
    </span>
  );
}
