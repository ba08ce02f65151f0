import type { DashboardFigures } from '@lumus/contract/admin/admin-dashboard';
import { DASHBOARD_MONEY } from '@lumus/contract/admin/admin-dashboard';
import { MARKET_CURRENCIES } from '@lumus/contract/markets/market-currency';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { money } from './admin-format';

const COUNTS = ['sessions', 'newUsers', 'firstPayers'] as const;

/** A row of toggle buttons, one pressed: the charts' range or currency. */
export function Choices<Key extends string | number>({
  label,
  options,
  chosen,
  onChoose,
}: {
  label: string;
  options: readonly { key: Key; label: string }[];
  chosen: Key;
  onChoose: (key: Key) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={chosen === option.key}
          onClick={() => {
            onChoose(option.key);
          }}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
            chosen === option.key
              ? 'bg-night text-white'
              : 'bg-white text-night ring-1 ring-night/10 hover:bg-violet-soft'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * A period's figures: the money as a table with one column per currency (rupees and euros side
 * by side, never added; decision 052), then the counts.
 */
export function FigureCard({
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
      <table className="mb-3 w-full text-sm">
        <caption className="sr-only">{t('admin.dashboard.money_caption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              {t('admin.dashboard.figure')}
            </th>
            {MARKET_CURRENCIES.map((currency) => (
              <th key={currency} scope="col" className="text-right font-normal text-muted">
                {t(`admin.dashboard.currencies.${currency}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DASHBOARD_MONEY.map((key) => (
            <tr key={key}>
              <th scope="row" className="py-1 text-left font-normal text-muted">
                {t(`admin.dashboard.figures.${key}`)}
              </th>
              {MARKET_CURRENCIES.map((currency) => (
                <td
                  key={currency}
                  data-testid={`admin-figure-${key}-${currency}`}
                  className="py-1 text-right text-lg font-semibold text-night tabular-nums"
                >
                  {money(figures.money[currency][key], currency, language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-3 text-sm">
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
