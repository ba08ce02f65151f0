import type { DashboardDay } from '@lumus/contract/admin/admin-dashboard';
import { DASHBOARD_MONEY, DASHBOARD_RANGES } from '@lumus/contract/admin/admin-dashboard';
import {
  CURRENCY_SYMBOL,
  MARKET_CURRENCIES,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { adminDashboardQuery } from '../api/admin-dashboard-api';
import { money, reasonOf } from './admin-format';
import { Choices, FigureCard } from './dashboard-figures';
import { DayBars } from './day-bars';
import { ExportCard } from './export-card';

const COUNTS = ['sessions', 'newUsers', 'firstPayers'] as const;

/**
 * The operator's first page: how the business is doing today and this week, with daily bars.
 * Money is shown per currency, side by side, never added (decision 052); the money charts show
 * one currency at a time, chosen like the range.
 */
export function DashboardSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [days, setDays] = useState<number>(7);
  const [currency, setCurrency] = useState<MarketCurrency>('INR');
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
  const inCurrency = (amount: number) => money(amount, currency, language);
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
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Choices
          label={t('admin.dashboard.range')}
          options={DASHBOARD_RANGES.map((range) => ({
            key: range,
            label: t('admin.dashboard.days', { count: range }),
          }))}
          chosen={days}
          onChoose={setDays}
        />
        <Choices
          label={t('admin.dashboard.chart_currency')}
          options={MARKET_CURRENCIES.map((code) => ({
            key: code,
            label: t(`admin.dashboard.currencies.${code}`),
          }))}
          chosen={currency}
          onChoose={setCurrency}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DASHBOARD_MONEY.map((key) => (
          <DayBars
            key={`${key}-${currency}`}
            testId={`admin-chart-${key}`}
            currency={currency}
            title={t('admin.dashboard.figure_in', {
              figure: t(`admin.dashboard.figures.${key}`),
              symbol: CURRENCY_SYMBOL[currency],
            })}
            days={data.series}
            value={(day: DashboardDay) => day.money[currency][key]}
            format={inCurrency}
          />
        ))}
        {COUNTS.map((key) => (
          <DayBars
            key={key}
            testId={`admin-chart-${key}`}
            title={t(`admin.dashboard.figures.${key}`)}
            days={data.series}
            value={(day: DashboardDay) => day[key]}
            format={count}
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
