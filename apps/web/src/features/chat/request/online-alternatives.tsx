import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { consultantListQuery } from '../../catalogue/api/get-consultant-list';
import { CardSkeletons } from '../../catalogue/components/card-skeleton';
import { PsychicCard } from '../../catalogue/components/psychic-card';
import { useCatalogueSubscription } from '../../catalogue/live/use-catalogue-subscription';
import { useListViewer } from '../../catalogue/api/use-list-viewer';

const SHOWN = 3;

/**
 * Psychics online now with the same speciality and language as the one who could not take the
 * chat (their first of each, as their card lists them first), so the user can ask someone else at
 * once; the psychic themself is left out.
 */
export function OnlineAlternatives({ like }: { like: ConsultantCard }) {
  const { t } = useTranslation();
  const category = like.categories[0];
  const listViewer = useListViewer();
  const language = like.languages[0];
  const list = useInfiniteQuery(
    consultantListQuery(
      {
        sort: 'recommended',
        onlineOnly: true,
        ...(category === undefined ? {} : { category }),
        ...(language === undefined ? {} : { language }),
      },
      listViewer,
    ),
  );
  useCatalogueSubscription();
  const items = (list.data?.pages[0]?.items ?? [])
    .filter((consultant) => consultant.id !== like.id && consultant.status !== 'offline')
    .slice(0, SHOWN);
  const listPath =
    category === undefined ? '/chat-with-psychic' : `/chat-with-psychic?category=${category}`;

  return (
    <section
      aria-labelledby="request-alternatives"
      data-testid="request-alternatives"
      className="space-y-3"
    >
      <h3 id="request-alternatives" className="text-lg font-semibold text-night">
        {t('chat.outcome.alternatives_title')}
      </h3>
      {list.isPending ? (
        <CardSkeletons count={1} />
      ) : items.length === 0 ? (
        <p className="text-muted">{t('chat.outcome.no_alternatives')}</p>
      ) : (
        <div className="grid gap-4">
          {items.map((consultant) => (
            <PsychicCard key={consultant.id} consultant={consultant} />
          ))}
        </div>
      )}
      <LocalizedLink to={listPath} className={buttonStyles.secondary}>
        {t('chat.outcome.to_list')}
      </LocalizedLink>
    </section>
  );
}
