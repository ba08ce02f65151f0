import { useState, type ReactNode } from 'react';
import { DateRangeFilters } from './filter-fields';
import { SearchResults, type ResultPage, type SearchResultsProps } from './search-results';

/**
 * An admin list section: its filter fields over one page of results, and, where rows can be
 * opened, the opened row's detail in place of both (the filters and page stay as they were for
 * "back"). With `dates` the fields share a five-column grid with from/to; without, the one
 * search field stays narrow.
 */
export function SearchSection<Data extends ResultPage<{ id: number }>>({
  filters,
  dates,
  detail,
  columns,
  ...results
}: Omit<SearchResultsProps<Data>, 'columns'> & {
  filters: ReactNode;
  dates?: { from: string; to: string; onChange: (key: 'from' | 'to', value: string) => void };
  detail?: (id: number, onBack: () => void) => ReactNode;
  columns: (open: (id: number) => void) => SearchResultsProps<Data>['columns'];
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  if (openId !== null && detail !== undefined) {
    return detail(openId, () => {
      setOpenId(null);
    });
  }
  return (
    <div className="space-y-4">
      {dates === undefined ? (
        <div className="max-w-md">{filters}</div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {filters}
          <DateRangeFilters {...dates} />
        </div>
      )}
      <SearchResults {...results} columns={columns(setOpenId)} />
    </div>
  );
}
