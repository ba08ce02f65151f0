import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { adminSupportFiguresQuery } from '../api/admin-support-api';

/** A duration as the inbox reads it: minutes below an hour, else hours and minutes. */
export function supportDuration(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t('admin.support.figures.none');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('admin.support.figures.minutes', { count: minutes });
  return t('admin.support.figures.hours', {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
}

/** Above the inbox: what is open now and how fast the team answered and resolved this week. */
export function SupportFigures() {
  const { t } = useTranslation();
  const figures = useQuery(adminSupportFiguresQuery());
  if (!figures.isSuccess) return null;
  const { data } = figures;
  const tiles: readonly [string, string][] = [
    [t('admin.support.figures.open'), String(data.open)],
    [t('admin.support.figures.waiting'), String(data.waitingForTeam)],
    [
      t('admin.support.figures.first_response', { days: data.days }),
      supportDuration(t, data.medianFirstResponseSeconds),
    ],
    [
      t('admin.support.figures.resolve', { days: data.days }),
      supportDuration(t, data.medianResolveSeconds),
    ],
  ];
  return (
    <section aria-label={t('admin.support.figures.title')} data-testid="support-figures">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-night/5">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-night">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
