import type { ConsoleFigures } from '@lumus/contract/console/console-figures';
import { FIGURES_DAYS } from '@lumus/contract/console/console-figures';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../console-orders';

/** The psychic's last 30 days at a glance: how often they answer, how fast, what they miss. */
export function PerformanceFigures({
  figures,
  rating,
  reviewCount,
}: {
  figures: ConsoleFigures;
  rating: number;
  reviewCount: number;
}) {
  const { t } = useTranslation();
  const none = t('console.figures.none');
  const entries = [
    {
      id: 'rating',
      label: t('console.figures.rating'),
      value: reviewCount === 0 ? none : rating.toFixed(1),
      hint: t('console.figures.reviews', { count: reviewCount }),
    },
    {
      id: 'acceptance',
      label: t('console.figures.acceptance'),
      value: figures.acceptanceRate === null ? none : `${String(figures.acceptanceRate)} %`,
      hint: t('console.figures.acceptance_hint', {
        accepted: figures.accepted,
        count: figures.requests,
      }),
    },
    {
      id: 'response',
      label: t('console.figures.response'),
      value:
        figures.averageResponseSeconds === null
          ? none
          : formatClock(figures.averageResponseSeconds),
      hint: t('console.figures.response_hint'),
    },
    {
      id: 'missed',
      label: t('console.figures.missed'),
      value: String(figures.missed),
      hint: t('console.figures.declined', { count: figures.declined }),
    },
    {
      id: 'length',
      label: t('console.figures.length'),
      value:
        figures.averageSessionSeconds === null ? none : formatClock(figures.averageSessionSeconds),
      hint: t('console.figures.sessions', { count: figures.sessions }),
    },
  ];
  return (
    <section aria-labelledby="console-figures" className="space-y-3">
      <h2 id="console-figures" className="text-xl font-semibold text-night">
        {t('console.figures.title', { days: FIGURES_DAYS })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {entries.map((entry) => (
          <div
            key={entry.id}
            data-testid={`console-figure-${entry.id}`}
            className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5"
          >
            <dt className="text-sm text-muted">{entry.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-night tabular-nums">{entry.value}</dd>
            <dd className="mt-1 text-xs text-muted">{entry.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
