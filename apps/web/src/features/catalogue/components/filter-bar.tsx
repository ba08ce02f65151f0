import {
  CONSULTANT_CATEGORIES,
  CONSULTANT_LANGUAGES,
  CONSULTANT_SORTS,
} from '@lumus/contract/catalogue/catalogue-values';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useMoneyFormat } from '../../currency/use-money-format';
import { languageName } from '../language-name';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  hasActiveFilters,
  PRICE_BANDS,
  type ListFilters,
  type PriceBand,
} from '../list-filters';

const field =
  'min-h-11 w-full rounded-2xl border border-night/10 bg-white px-3 text-sm text-ink focus-visible:border-violet';

function usePriceBandLabel(): (band: PriceBand) => string {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormat();
  const money = (rupees: number) => formatMoney(rupees * 100);
  return (band) => {
    if (band === 'under-20') return t('catalogue.filters.price_under', { amount: money(20) });
    if (band === 'over-100') return t('catalogue.filters.price_over', { amount: money(100) });
    const [from, to] = band === '20-50' ? [20, 50] : [50, 100];
    return t('catalogue.filters.price_between', { from: money(from), to: money(to) });
  };
}

/**
 * Search, then speciality chips, language, price, "online now" and sort: on a phone folded behind
 * one "Filters" button with the count of those set (open on wider screens, by CSS alone, so the
 * server and the browser render the same). Every change goes straight
 * to `onChange`, which writes the query string; the search applies on submit so typing does not
 * fill the history with one entry per letter.
 */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const priceLabel = usePriceBandLabel();
  const ids = {
    search: useId(),
    language: useId(),
    price: useId(),
    sort: useId(),
    online: useId(),
    panel: useId(),
  };
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const [draft, setDraft] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  // Back/forward changes the URL under us: the box follows it.
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setDraft(filters.search);
  }

  const update = (patch: Partial<ListFilters>) => {
    onChange({ ...filters, ...patch });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };

  return (
    <section aria-label={t('catalogue.filters.title')} className="flex flex-col gap-4">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={ids.search} className="sr-only">
          {t('catalogue.filters.search_label')}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={ids.search}
            type="search"
            value={draft}
            maxLength={80}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            placeholder={t('catalogue.filters.search_placeholder')}
            className={`${field} pr-10 pl-9`}
          />
          {draft === '' ? null : (
            <button
              type="button"
              onClick={() => {
                setDraft('');
                update({ search: '' });
              }}
              aria-label={t('catalogue.filters.clear_search')}
              className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-night/5"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-2xl bg-night px-4 text-sm font-semibold text-white hover:bg-night-2"
        >
          {t('catalogue.filters.search_submit')}
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={ids.panel}
          data-testid="filters-toggle"
          data-count={active}
          onClick={() => {
            setOpen(!open);
          }}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-2xl bg-white px-3 text-sm font-semibold text-night ring-1 ring-night/10 hover:bg-violet-soft sm:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {active === 0
            ? t('catalogue.filters.button')
            : t('catalogue.filters.button_count', { count: active })}
        </button>
      </form>

      <div
        id={ids.panel}
        data-testid="filters-panel"
        className={`${open ? 'flex' : 'hidden'} flex-col gap-4 sm:flex`}
      >
        <div
          role="group"
          aria-label={t('catalogue.filters.category')}
          className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        >
          <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
            {[null, ...CONSULTANT_CATEGORIES].map((category) => {
              const active = filters.category === category;
              return (
                <li key={category ?? 'all'}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => {
                      update({ category });
                    }}
                    className={`min-h-10 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors duration-200 ${
                      active
                        ? 'bg-violet text-white'
                        : 'bg-white text-ink ring-1 ring-night/10 hover:bg-violet-soft'
                    }`}
                  >
                    {category === null
                      ? t('catalogue.filters.all_categories')
                      : t(`catalogue.categories.${category}`)}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <label htmlFor={ids.language} className="mb-1 block text-xs font-semibold text-muted">
              {t('catalogue.filters.language')}
            </label>
            <select
              id={ids.language}
              value={filters.language ?? ''}
              onChange={(event) => {
                const value = CONSULTANT_LANGUAGES.find((code) => code === event.target.value);
                update({ language: value ?? null });
              }}
              className={field}
            >
              <option value="">{t('catalogue.filters.any_language')}</option>
              {CONSULTANT_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, language)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.price} className="mb-1 block text-xs font-semibold text-muted">
              {t('catalogue.filters.price')}
            </label>
            <select
              id={ids.price}
              value={filters.price ?? ''}
              onChange={(event) => {
                const value = PRICE_BANDS.find((band) => band === event.target.value);
                update({ price: value ?? null });
              }}
              className={field}
            >
              <option value="">{t('catalogue.filters.any_price')}</option>
              {PRICE_BANDS.map((band) => (
                <option key={band} value={band}>
                  {priceLabel(band)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.sort} className="mb-1 block text-xs font-semibold text-muted">
              {t('catalogue.filters.sort')}
            </label>
            <select
              id={ids.sort}
              value={filters.sort}
              onChange={(event) => {
                const value = CONSULTANT_SORTS.find((sort) => sort === event.target.value);
                update({ sort: value ?? EMPTY_FILTERS.sort });
              }}
              className={field}
            >
              {CONSULTANT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalogue.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end">
            <label
              htmlFor={ids.online}
              className="flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-2xl border border-night/10 bg-white px-3 text-sm font-medium"
            >
              <input
                id={ids.online}
                type="checkbox"
                checked={filters.onlineOnly}
                onChange={(event) => {
                  update({ onlineOnly: event.target.checked });
                }}
                className="size-4 accent-violet"
              />
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2 rounded-full bg-online" />
                {t('catalogue.filters.online_only')}
              </span>
            </label>
          </div>
        </div>
        {hasActiveFilters(filters) ? (
          <button
            type="button"
            onClick={() => {
              onChange({ ...EMPTY_FILTERS, sort: filters.sort });
            }}
            className="self-start text-sm font-semibold text-violet hover:underline"
          >
            {t('catalogue.filters.reset')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
