import type { DashboardDay, DashboardFigures } from '@lumus/contract/admin/admin-dashboard';
import { DASHBOARD_RANGES } from '@lumus/contract/admin/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { adminDashboardQuery } from '../api/admin-dashboard-api';
import { reasonOf, rupees } from './admin-format';
import { DayBars } from './day-bars';
import { ExportCard } from './export-card';

const MONEY = ['sales', 'take', 'psychicEarnings', 'refunds'] as const;
const COUNTS = ['sessions', 'newUsers', 'firstPayers'] as const;

/** The operator's first page: how the business is doing today and this week, with daily bars. */
export function DashboardSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [days, setDays] = useState<number>(7);
  const dashboard = useQuery(adminDashboardQuery(days));
  if (dashboard.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {reasonOf(dashboard.error)}
      </p>
    );
  }
  const data = dashboard.data;
  if (data === undefined)
    return <p className="text-sm text-muted">{t('admin.dashboard.loading')}</p>;
  const money = (amount: number) => rupees(amount, language);
  const count = (amount: number) => String(amount);
  return (
    <div className="space-y-6" data-testid="admin-dashboard">
      <p className="text-sm text-night" data-testid="admin-dashboard-online">
        {t('admin.dashboard.online_now', {
          online: data.psychicsOnline,
          busy: data.psychicsBusy,
        })}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <FigureCard title={t('admin.dashboard.today')} figures={data.today} testId="today" />
        <FigureCard
          title={t('admin.dashboard.last_seven_days')}
          figures={data.lastSevenDays}
          testId="week"
        />
      </div>
      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-label={t('admin.dashboard.range')}
      >
        {DASHBOARD_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={days === range}
            onClick={() => {
              setDays(range);
            }}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
              days === range
                ? 'bg-night text-white'
                : 'bg-white text-night ring-1 ring-night/10 hover:bg-violet-soft'
            }`}
          >
            {t('admin.dashboard.days', { count: range })}
          </button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[...MONEY, ...COUNTS].map((key) => (
          <DayBars
            key={key}
            testId={`admin-chart-${key}`}
            title={t(`admin.dashboard.figures.${key}`)}
            days={data.series}
            value={(day: DashboardDay) => day[key]}
            format={(MONEY as readonly string[]).includes(key) ? money : count}
          />
        ))}
      </div>
      <ExportCard
        firstDay={data.series.at(-7)?.day ?? data.series[0]?.day ?? ''}
        lastDay={data.series.at(-1)?.day ?? ''}
      />
    </div>
  );
}

function FigureCard({
  title,
  figures,
  testId,
}: {
  title: string;
  figures: DashboardFigures;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section
      data-testid={`admin-dashboard-${testId}`}
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <h2 className="mb-3 font-semibold text-night">{title}</h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {MONEY.map((key) => (
          <div key={key}>
            <dt className="text-muted">{t(`admin.dashboard.figures.${key}`)}</dt>
            <dd className="text-lg font-semibold text-night tabular-nums">
              {rupees(figures[key], language)}
            </dd>
          </div>
        ))}
        {COUNTS.map((key) => (
          <div key={key}>
            <dt className="text-muted">{t(`admin.dashboard.figures.${key}`)}</dt>
            <dd className="text-lg font-semibold text-night tabular-nums">{figures[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
