import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One block of the settings section. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:p-5">
      <h2 className="text-lg font-semibold text-night">{title}</h2>
      {children}
    </section>
  );
}

export function Saved({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return show ? (
    <p role="status" className="text-sm text-night">
      {t('admin.settings.saved')}
    </p>
  ) : null;
}
