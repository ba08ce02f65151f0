import { useState } from 'react';

/** Filters of a paged list: changing one starts again at page 1, the pager changes only the page. */
export function useSearchFilters<Filters extends { page: number }>(
  initial: Filters,
  clean: (key: keyof Filters, value: string) => string = (_key, value) => value,
) {
  const [filters, setFilters] = useState<Filters>(initial);
  const set = (key: Exclude<keyof Filters, 'page'>, value: string) => {
    setFilters({ ...filters, [key]: clean(key, value), page: 1 });
  };
  return {
    filters,
    set,
    /** Value and change handler of one filter field. */
    bind: (key: Exclude<keyof Filters, 'page'>) => ({
      value: String(filters[key]),
      onChange: (value: string) => {
        set(key, value);
      },
    }),
    setPage: (page: number) => {
      setFilters({ ...filters, page });
    },
  };
}

/** Ids are digits only; anything else typed into an id filter is dropped. */
export function digitsIn(keys: readonly string[]) {
  return (key: PropertyKey, value: string) =>
    typeof key === 'string' && keys.includes(key) ? value.replace(/\D/g, '') : value;
}
