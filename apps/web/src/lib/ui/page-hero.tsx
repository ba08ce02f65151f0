import type { ReactNode } from 'react';

/** The night-sky band at the top of content pages, holding the page's one h1. */
export function PageHero({
  title,
  lead,
  badge,
  compact = false,
}: {
  title: string;
  lead?: string;
  badge?: string;
  /** Lower on a phone (the psychic list, whose cards should start high on the screen). */
  compact?: boolean;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-night to-night-2 text-white">
      <Stars />
      <div
        className={`relative mx-auto max-w-[1200px] px-4 sm:px-6 sm:pt-14 sm:pb-16 ${
          compact ? 'pt-5 pb-6' : 'pt-10 pb-12'
        }`}
      >
        {badge === undefined ? null : (
          <p className="mb-3 inline-flex rounded-full bg-gold/15 px-3 py-1 text-xs font-semibold tracking-wide text-gold uppercase">
            {badge}
          </p>
        )}
        <h1
          className={`max-w-3xl leading-tight font-semibold sm:text-4xl ${
            compact ? 'text-2xl' : 'text-3xl'
          }`}
        >
          {title}
        </h1>
        {lead === undefined ? null : (
          <p
            className={`max-w-2xl text-white/85 sm:mt-4 sm:text-lg ${
              compact ? 'mt-2 text-sm' : 'mt-4 text-base'
            }`}
          >
            {lead}
          </p>
        )}
      </div>
    </section>
  );
}

/** A few soft points of light; decoration only. */
export function Stars({ children }: { children?: ReactNode }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      {STAR_POSITIONS.map(([top, left, size], index) => (
        <span
          key={index}
          className="absolute rounded-full bg-white/70"
          style={{ top: `${top}%`, left: `${left}%`, width: size, height: size }}
        />
      ))}
      {children}
    </div>
  );
}

const STAR_POSITIONS: readonly (readonly [number, number, number])[] = [
  [12, 8, 2],
  [22, 82, 3],
  [8, 55, 2],
  [65, 92, 2],
  [78, 18, 2],
  [40, 70, 1.5],
  [30, 35, 1.5],
  [85, 60, 2.5],
];
