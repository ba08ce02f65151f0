import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { consultantListQuery } from '../api/get-consultant-list';
import { CatalogueMessage } from '../components/catalogue-message';
import { FilterBar } from '../components/filter-bar';
import { PsychicGrid } from '../components/psychic-grid';
import { filtersFromSearch, listInput, searchFromFilters, type ListFilters } from '../list-filters';
import { useCatalogueSubscription } from '../live/use-catalogue-subscription';
import { useListViewer } from '../api/use-list-viewer';

/** `chat-with-psychic/{groupTitle}/{groupId?}`: the id when there is one, else the title as slug. */
function groupParams(groupTitle: string | undefined, groupId: string | undefined) {
  if (groupId !== undefined && /^[1-9]\d{0,9}$/.test(groupId)) return { groupId: Number(groupId) };
  if (groupTitle !== undefined) return { group: groupTitle.toLowerCase() };
  return {};
}

/** "love-and-relationships" -> "Love and relationships", until the server names the group. */
function titleFromSlug(slug: string): string {
  const text = slug.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The psychic list (`chat-with-psychic`) and group lists (`chat-with-psychic/<title>/<id>`).
 * Filters and sort live in the query string, so every view is a link and back/forward work.
 */
export function PsychicListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { groupTitle, groupId } = useParams();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const listViewer = useListViewer();
  const group = groupParams(groupTitle, groupId);
  const query = useInfiniteQuery(consultantListQuery(listInput(filters, group), listViewer));
  useCatalogueSubscription();

  // The router applies a query-string change in a transition, a moment after the click: until
  // then the controls show what was chosen (a checkbox would otherwise flick back). Any change of
  // the URL, ours or back/forward, makes the URL the truth again.
  const searchKey = search.toString();
  const [shown, setShown] = useState({ searchKey, filters });
  if (shown.searchKey !== searchKey) setShown({ searchKey, filters });

  const onChange = (next: ListFilters) => {
    setShown({ searchKey, filters: next });
    setSearch(searchFromFilters(next), { preventScrollReset: true });
  };

  const firstPage = query.data?.pages[0];
  const groupInfo = firstPage?.group ?? null;
  const isGroupPage = groupTitle !== undefined;
  const notFound = isApiError(query.error) && query.error.status === 404;
  // The page keeps its spec title as the heading; a group page names its group above it.
  const groupName = !isGroupPage
    ? undefined
    : groupInfo === null
      ? titleFromSlug(groupTitle)
      : language === 'de'
        ? groupInfo.titleDe
        : groupInfo.titleEn;

  if (isGroupPage && notFound) {
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <CatalogueMessage
          heading="h1"
          title={t('catalogue.list.group_not_found_title')}
          text={t('catalogue.list.group_not_found_text')}
          action={
            <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
              {t('catalogue.list.back_to_list')}
            </LocalizedLink>
          }
        />
      </div>
    );
  }

  const total = firstPage?.total ?? 0;

  return (
    <>
      <PageHero
        compact
        title={t('titles.chat_with_psychic')}
        {...(groupName === undefined ? {} : { badge: groupName })}
        lead={isGroupPage ? t('catalogue.group_lead') : t('catalogue.list_lead')}
      />
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-4 sm:gap-5 sm:px-6 sm:py-8">
        <FilterBar filters={shown.filters} onChange={onChange} />
        <p aria-live="polite" className="text-sm text-muted" data-testid="result-count">
          {query.isError && firstPage === undefined
            ? ''
            : query.isPending
              ? t('catalogue.list.loading')
              : t('catalogue.filters.results', { count: total })}
        </p>
        <PsychicGrid
          query={query}
          paged
          empty={
            <CatalogueMessage
              title={t('catalogue.list.empty_title')}
              text={t('catalogue.list.empty_text')}
            />
          }
        />
      </div>
    </>
  );
}
