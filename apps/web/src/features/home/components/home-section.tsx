import type { ReactNode } from 'react';

/** One band of the home page: an h2 with an optional lead, then its content. */
export function HomeSection({
  id,
  title,
  lead,
  action,
  tone = 'paper',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  tone?: 'paper' | 'white';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`home-${id}`}
      data-testid={`home-section-${id}`}
      className={tone === 'white' ? 'bg-white' : ''}
    >
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 md:py-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="max-w-2xl">
            <h2 id={`home-${id}`} className="text-2xl font-semibold text-night sm:text-3xl">
              {title}
            </h2>
            {lead === undefined ? null : <p className="mt-2 text-muted">{lead}</p>}
          </div>
          {action}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
