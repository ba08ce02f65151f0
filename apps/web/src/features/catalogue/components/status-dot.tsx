import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';

const DOT: Record<ConsultantStatus, string> = {
  online: 'bg-online',
  busy: 'bg-busy',
  offline: 'bg-offline',
};

/** The dot on a photo; decoration, the status is also written out next to it. */
export function StatusDot({
  status,
  className = '',
}: {
  status: ConsultantStatus;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-status={status}
      className={`block rounded-full ring-2 ring-white ${DOT[status]} ${className}`}
    />
  );
}
