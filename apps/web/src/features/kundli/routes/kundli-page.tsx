import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import {
  birthDetailKeys,
  birthDetailListQuery,
  claimGuestChart,
  deleteBirthDetail,
  saveBirthDetail,
} from '../api/birth-details-api';
import { toSaveInput } from '../birth-detail-values';
import { BirthDetailForm } from '../components/birth-detail-form';
import { SavedPersonLink } from '../components/saved-person-link';
import { GuestKundli } from '../components/guest-kundli';
import { refetchAfterClaim } from '../api/refetch-after-claim';
import { claimGuestChartOnce, readGuestChart } from '../guest-chart-storage';
import { useSession } from '../../../lib/session/session-context';
import { personalHoroscopeQuery } from '../../horoscope/api/horoscope-api';
import { PersonalHoroscope } from '../../horoscope/components/personal-horoscope';

const reasonOf = (error: Error) => (isApiError(error) ? error.reason : error.message);

/**
 * `/kundli`: the saved people and a form to add one; saving opens the new chart. A guest makes a
 * chart without an account, kept in the browser until they sign in (decision 047).
 */
export function KundliPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <GuestKundli />;
  return (
    <>
      <PageHero title={t('titles.kundli')} lead={t('kundli.lead')} />
      <KundliWorkspace />
    </>
  );
}

/**
 * The chart made before signing in, moved to the account (the layout's mover may already be on
 * it: both wait for the same claim); the list then shows it. The page does not jump to the chart:
 * the sign-in flow lands on its return path after the name prompt, which would undo the jump.
 */
function useGuestChartMove() {
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimGuestChartOnce(claimGuestChart),
    onSuccess: async (id) => {
      if (id !== null) await refetchAfterClaim(queryClient);
    },
  });
  const { mutate } = claim;
  useEffect(() => {
    if (readGuestChart() !== null) mutate();
  }, [mutate]);
  return claim;
}

function KundliWorkspace() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(birthDetailListQuery);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const move = useGuestChartMove();

  const save = useMutation({
    mutationFn: saveBirthDetail,
    onSuccess: async (detail) => {
      queryClient.setQueryData(birthDetailKeys.one(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: birthDetailKeys.list() });
      await queryClient.invalidateQueries({ queryKey: personalHoroscopeQuery.queryKey });
      await navigate(localize(`/kundli/${detail.id}`));
    },
  });
  const remove = useMutation({
    mutationFn: (person: { id: number; name: string }) => deleteBirthDetail(person.id),
    onSuccess: async () => {
      setDeleteFailure(null);
      await queryClient.invalidateQueries({ queryKey: birthDetailKeys.list() });
      await queryClient.invalidateQueries({ queryKey: personalHoroscopeQuery.queryKey });
    },
    onError: (error, person) => {
      setDeleteFailure(t('kundli.delete_failed', { name: person.name, reason: reasonOf(error) }));
    },
  });

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-2">
      {typeof move.data === 'number' ? (
        <p
          role="status"
          data-testid="guest-chart-moved"
          className="rounded-3xl bg-violet-soft p-5 text-night lg:col-span-2"
        >
          {t('kundli.guest_moved')}{' '}
          <LocalizedLink to={`/kundli/${move.data}`} className="font-semibold underline">
            {t('kundli.guest_moved_open')}
          </LocalizedLink>
        </p>
      ) : null}
      {move.isPending || move.isError ? (
        <div
          data-testid="guest-chart-move"
          role={move.isError ? 'alert' : 'status'}
          className="space-y-3 rounded-3xl bg-violet-soft p-5 text-night lg:col-span-2"
        >
          <p>
            {move.isError
              ? t('kundli.guest_move_failed', { reason: reasonOf(move.error) })
              : t('kundli.guest_moving')}
          </p>
          {move.isError ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                move.mutate();
              }}
            >
              {t('kundli.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="lg:col-span-2">
        <PersonalHoroscope />
      </div>
      <section aria-labelledby="saved-people" className="space-y-3">
        <h2 id="saved-people" className="text-xl font-semibold text-night">
          {t('kundli.list_heading')}
        </h2>
        {list.isPending ? (
          <p
            role="status"
            className="rounded-3xl bg-night/5 p-5 text-muted motion-safe:animate-pulse"
          >
            {t('kundli.loading')}
          </p>
        ) : list.isError ? (
          <div role="alert" className="space-y-3 rounded-3xl bg-white p-5 ring-1 ring-error/30">
            <p className="text-error">
              {t('kundli.list_failed', { reason: reasonOf(list.error) })}
            </p>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void list.refetch()}
            >
              {t('kundli.retry')}
            </button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-3xl bg-white p-5 text-muted ring-1 ring-night/5">
            {t('kundli.list_empty')}
          </p>
        ) : (
          <ul className="space-y-2" data-testid="saved-people">
            {list.data.map((person) => (
              <li
                key={person.id}
                className="flex items-center gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-night/5"
              >
                <SavedPersonLink person={person} />
                <button
                  type="button"
                  aria-label={t('kundli.delete', { name: person.name })}
                  title={t('kundli.delete', { name: person.name })}
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.mutate({ id: person.id, name: person.name });
                  }}
                  className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-error/10 hover:text-error-text"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {deleteFailure === null ? null : (
          <p role="alert" className="text-sm text-error-text">
            {deleteFailure}
          </p>
        )}
        {list.data !== undefined && list.data.length >= 2 ? (
          <LocalizedLink to="/match-making" className={buttonStyles.secondary}>
            {t('kundli.to_match_making')}
          </LocalizedLink>
        ) : null}
      </section>
      <BirthDetailForm
        pending={save.isPending}
        failure={save.isError ? t('kundli.save_failed', { reason: reasonOf(save.error) }) : null}
        onSubmit={(values) => {
          save.mutate(toSaveInput(values));
        }}
      />
    </div>
  );
}
