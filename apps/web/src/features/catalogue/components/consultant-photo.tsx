import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { StatusDot } from './status-dot';

/** Round generated portrait with the live status dot at its edge. */
export function ConsultantPhoto({
  src,
  alt,
  status,
  size = 'md',
}: {
  src: string;
  alt: string;
  status: ConsultantStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  // `sm`: the compact list card, small on a phone and the usual size from `sm` up.
  const box =
    size === 'lg' ? 'size-24 sm:size-28' : size === 'sm' ? 'size-12 sm:size-16' : 'size-16';
  const dot =
    size === 'lg'
      ? 'size-5 right-1.5 bottom-1.5'
      : size === 'sm'
        ? 'size-3 right-0 bottom-0 sm:size-3.5 sm:right-0.5 sm:bottom-0.5'
        : 'size-3.5 right-0.5 bottom-0.5';
  // The large portrait heads a profile, the page's largest paint: fetched at once and first.
  // Card portraits in long lists wait until they near the screen.
  const lead = size === 'lg';
  return (
    <span className={`relative inline-block shrink-0 ${box}`}>
      <img
        src={src}
        alt={alt}
        width={256}
        height={256}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : 'auto'}
        decoding="async"
        className="size-full rounded-full bg-night-2 object-cover ring-2 ring-violet-soft"
      />
      <StatusDot status={status} className={`absolute ${dot}`} />
    </span>
  );
}
