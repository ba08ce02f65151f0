import type { ReactNode } from 'react';

/** One titled block of a detail page (billing, ledger, payments ...). */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
      <h3 className="mb-2 font-semibold text-night">{title}</h3>
      {children}
    </section>
  );
}
