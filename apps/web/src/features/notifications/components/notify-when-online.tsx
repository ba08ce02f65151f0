import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { addFavourite, favouritesQuery, notificationKeys } from '../api/push-api';
import { usePushState } from '../use-push-state';

/**
 * "Notify me when online" on an offline psychic's profile: follows the psychic (their Favourites
 * entry) and, where the browser can, turns on notifications. A guest signs in first and comes
 * back here.
 */
export function NotifyWhenOnline({ consultantId, name }: { consultantId: number; name: string }) {
  const { t } = useTranslation();
  const { isLoggedIn, userId } = useSession();
  const { requestLogin } = useLoginEntry();
  const location = useLocation();
  const queryClient = useQueryClient();
  const push = usePushState();
  const favourites = useQuery({ ...favouritesQuery(userId), enabled: isLoggedIn });
  const follow = useMutation({
    mutationFn: async () => {
      const items = await addFavourite(consultantId);
      queryClient.setQueryData(notificationKeys.favourites(userId), items);
      if (push.state === 'ask') await push.enable();
    },
  });
  const following = favourites.data?.some((psychic) => psychic.id === consultantId) === true;

  if (following) {
    return (
      <p
        data-testid="notify-when-online"
        data-state="following"
        className="flex flex-wrap items-center gap-2 text-sm text-muted"
      >
        <BellRing aria-hidden="true" className="size-4 text-violet" />
        {push.state === 'on'
          ? t('catalogue.notify_online.following', { name })
          : t('catalogue.notify_online.following_no_push', { name })}{' '}
        <LocalizedLink to="/favourites" className="font-semibold text-violet hover:underline">
          {t('titles.favourites')}
        </LocalizedLink>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        data-testid="notify-when-online"
        data-state="ask"
        disabled={follow.isPending}
        onClick={() => {
          if (!isLoggedIn) {
            requestLogin(`${location.pathname}${location.search}`);
            return;
          }
          follow.mutate();
        }}
        className={`${buttonStyles.secondary} w-full`}
      >
        <Bell aria-hidden="true" className="size-4" />
        {t('catalogue.notify_online.ask')}
      </button>
      {follow.isError ? (
        <p role="alert" className="text-sm text-error-text">
          {t('catalogue.notify_online.failed')}
        </p>
      ) : null}
    </div>
  );
}
