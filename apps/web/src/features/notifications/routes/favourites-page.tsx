import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { Stars } from '../../../lib/ui/page-hero';
import { PsychicCard } from '../../catalogue/components/psychic-card';
import { favouritesQuery, notificationKeys, removeFavourite } from '../api/push-api';

/** `favourites`: the psychics the user asked to hear about ("Notify me when online"). */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const favourites = useQuery(favouritesQuery(userId));
  const remove = useMutation({
    mutationFn: removeFavourite,
    onSuccess: (items) => {
      queryClient.setQueryData(notificationKeys.favourites(userId), items);
    },
  });

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-night to-night-2 text-white">
        <Stars />
        <div className="relative mx-auto max-w-[1200px] px-4 pt-10 pb-12 sm:px-6">
          <h1 className="text-3xl font-semibold">{t('titles.favourites')}</h1>
          <p className="mt-3 max-w-2xl text-white/85">{t('notifications.favourites.lead')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6">
        {favourites.isPending ? (
          <p role="status" className="text-muted">
            {t('notifications.favourites.loading')}
          </p>
        ) : favourites.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-error-text">{t('notifications.favourites.load_failed')}</p>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void favourites.refetch()}
            >
              {t('notifications.favourites.retry')}
            </button>
          </div>
        ) : favourites.data.length === 0 ? (
          <div data-testid="favourites-empty" className="space-y-3 text-center">
            <p className="text-ink">{t('notifications.favourites.empty')}</p>
            <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
              {t('notifications.favourites.browse')}
            </LocalizedLink>
          </div>
        ) : (
          <ul data-testid="favourites-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {favourites.data.map((consultant) => (
              <li key={consultant.id} className="flex flex-col gap-2">
                <PsychicCard consultant={consultant} />
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.mutate(consultant.id);
                  }}
                  className="self-end text-sm font-semibold text-violet hover:underline"
                >
                  {t('notifications.favourites.remove', { name: consultant.displayName })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
