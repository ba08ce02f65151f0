import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryButton } from '../../../lib/ui/retry-button';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { consultantListQuery } from '../../catalogue/api/get-consultant-list';
import { CardSkeletons } from '../../catalogue/components/card-skeleton';
import { PsychicCard } from '../../catalogue/components/psychic-card';
import { useCatalogueSubscription } from '../../catalogue/live/use-catalogue-subscription';
import { HomeSection } from './home-section';
import { useListViewer } from '../../catalogue/api/use-list-viewer';

const SHOWN = 4;

/**
 * "Online now": the recommended order puts online psychics first, then busy, then offline, so
 * the first cards are whoever can chat soonest; their status dots follow live pushes.
 */
export function OnlinePsychics() {
  const { t } = useTranslation();
  const listViewer = useListViewer();
  const query = useInfiniteQuery(consultantListQuery({ sort: 'recommended' }, listViewer));
  useCatalogueSubscription();
  // The cards render in the background once they arrive, in slices a slow phone can interrupt.
  const data = useDeferredValue(query.data);
  const items = (data?.pages[0]?.items ?? []).slice(0, SHOWN);
  return (
    <HomeSection
      id="online"
      title={t('home.online.title')}
      lead={t('home.online.lead')}
      action={
        <LocalizedLink
          to="/chat-with-psychic"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-violet hover:underline"
        >
          {t('home.online.see_all')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalizedLink>
      }
    >
      {query.isPending || (data === undefined && query.isSuccess) ? (
        <CardSkeletons count={SHOWN} />
      ) : items.length === 0 ? (
        <div
          role={query.isError ? 'alert' : undefined}
          className="flex flex-wrap items-center gap-3 rounded-3xl bg-white p-6 text-muted ring-1 ring-night/5"
        >
          <p>{query.isError ? t('home.online.error') : t('home.online.empty')}</p>
          {query.isError ? (
            <RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />
          ) : null}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-online-list">
          {items.map((consultant) => (
            <PsychicCard key={consultant.id} consultant={consultant} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
