import {
  CONSULTANT_CATEGORIES,
  CONSULTANT_LANGUAGES,
  CONSULTANT_SORTS,
  DEFAULT_CONSULTANT_SORT,
} from '@lumus/contract/catalogue/catalogue-values';
import type { ConsultantCategory, ConsultantLanguage } from '@lumus/contract/catalogue/consultant';
import type { ConsultantSort } from '@lumus/contract/catalogue/consultant-list';

/**
 * The list's filters as they live in the query string, so a filtered list is a shareable link and
 * back/forward step through filter changes: `?q=&category=&language=&price=&online=1&sort=`.
 * Unknown or malformed values are ignored (an old or hand-edited link still opens).
 */
export const PRICE_BANDS = ['under-20', '20-50', '50-100', 'over-100'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** Inclusive bounds in paise of each band (rupee amounts × 100). */
const PRICE_BAND_BOUNDS: Readonly<Record<PriceBand, { minPrice?: number; maxPrice?: number }>> = {
  'under-20': { maxPrice: 1999 },
  '20-50': { minPrice: 2000, maxPrice: 5000 },
  '50-100': { minPrice: 5001, maxPrice: 10_000 },
  'over-100': { minPrice: 10_001 },
};

/** The list call's fields as this app sends them (a typed subset of the contract's input). */
export type ListCallParams = Readonly<{
  groupId?: number;
  group?: string;
  search?: string;
  category?: ConsultantCategory;
  language?: ConsultantLanguage;
  minPrice?: number;
  maxPrice?: number;
  onlineOnly?: boolean;
  sort: ConsultantSort;
}>;

export type ListFilters = Readonly<{
  search: string;
  category: ConsultantCategory | null;
  language: ConsultantLanguage | null;
  price: PriceBand | null;
  onlineOnly: boolean;
  sort: ConsultantSort;
}>;

export const EMPTY_FILTERS: ListFilters = {
  search: '',
  category: null,
  language: null,
  price: null,
  onlineOnly: false,
  sort: DEFAULT_CONSULTANT_SORT,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function filtersFromSearch(search: URLSearchParams): ListFilters {
  return {
    search: (search.get('q') ?? '').trim().slice(0, 80),
    category: oneOf(CONSULTANT_CATEGORIES, search.get('category')),
    language: oneOf(CONSULTANT_LANGUAGES, search.get('language')),
    price: oneOf(PRICE_BANDS, search.get('price')),
    onlineOnly: search.get('online') === '1',
    sort: oneOf(CONSULTANT_SORTS, search.get('sort')) ?? DEFAULT_CONSULTANT_SORT,
  };
}

/** Only what differs from the defaults, in a fixed order, so equal filters give equal URLs. */
export function searchFromFilters(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search !== '') search.set('q', filters.search);
  if (filters.category !== null) search.set('category', filters.category);
  if (filters.language !== null) search.set('language', filters.language);
  if (filters.price !== null) search.set('price', filters.price);
  if (filters.onlineOnly) search.set('online', '1');
  if (filters.sort !== DEFAULT_CONSULTANT_SORT) search.set('sort', filters.sort);
  return search;
}

/** How many filters behind the "Filters" button are set (speciality, language, price, online). */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.category !== null,
    filters.language !== null,
    filters.price !== null,
    filters.onlineOnly,
  ].filter(Boolean).length;
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return searchFromFilters({ ...filters, sort: DEFAULT_CONSULTANT_SORT }).size > 0;
}

/** The list call's input for these filters (and the group of a group page). */
export function listInput(
  filters: ListFilters,
  group: { groupId?: number; group?: string } = {},
): ListCallParams {
  return {
    ...group,
    ...(filters.search === '' ? {} : { search: filters.search }),
    ...(filters.category === null ? {} : { category: filters.category }),
    ...(filters.language === null ? {} : { language: filters.language }),
    ...(filters.price === null ? {} : PRICE_BAND_BOUNDS[filters.price]),
    ...(filters.onlineOnly ? { onlineOnly: true } : {}),
    sort: filters.sort,
  };
}
