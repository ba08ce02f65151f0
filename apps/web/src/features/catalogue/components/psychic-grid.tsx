import type { ConsultantListData } from '@lumus/contract/catalogue/consultant-list';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { InlineRetry, RetryButton } from '../../../lib/ui/retry-button';
import { CardSkeletons } from './card-skeleton';
import { CatalogueMessage } from './catalogue-message';
import { PsychicCard } from './psychic-card';

/**
 * A consultant list query as cards: skeletons while it loads, an error with retry, the caller's
 * empty message, else the grid. `paged` shows every loaded page with "load more" under it;
 * otherwise only the first page (the query may share its cache with a list that loaded more).
 * Returns siblings, not a wrapper, so they sit in the caller's flex column.
 */
export function PsychicGrid({
  query,
  empty,
  paged,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ConsultantListData>>;
  empty: ReactNode;
  paged: boolean;
}) {
  const { t } = useTranslation();
  // Arrived cards render in the background, in slices a slow phone can interrupt, instead of one
  // long block of main-thread work (a store update of the query is otherwise urgent).
  const data = useDeferredValue(query.data);
  // A failed first load (offline, a filter changed while offline) has no data to show: without
  // this order it would be skeletons for ever.
  if (query.isError && query.data === undefined) {
    return (
      <CatalogueMessage
        tone="error"
        title={t('catalogue.list.error_title')}
        text={t('catalogue.list.error_text')}
        action={<RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />}
      />
    );
  }
  if (query.isPending || data === undefined) return <CardSkeletons />;
  const items = paged ? data.pages.flatMap((page) => page.items) : (data.pages[0]?.items ?? []);
  if (items.length === 0) return empty;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((consultant) => (
          <li key={consultant.id} className="flex flex-col [&>article]:flex-1">
            <PsychicCard consultant={consultant} />
          </li>
        ))}
      </ul>
      {!paged ? null : query.isFetchNextPageError ? (
        // The cards already here stay; only the next page failed.
        <InlineRetry
          align="center"
          message={t('catalogue.list.more_failed')}
          onRetry={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
        />
      ) : query.hasNextPage ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className={`${buttonStyles.secondary} self-center`}
        >
          {query.isFetchingNextPage ? t('catalogue.list.loading') : t('catalogue.list.load_more')}
        </button>
      ) : (
        <p className="text-center text-sm text-muted">{t('catalogue.list.all_loaded')}</p>
      )}
    </>
  );
}
