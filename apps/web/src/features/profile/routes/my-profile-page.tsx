import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../lib/i18n/language-switch';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { InlineRetry } from '../../../lib/ui/retry-button';
import { birthDetailListQuery } from '../../kundli/api/birth-details-api';
import { SavedPersonLink } from '../../kundli/components/saved-person-link';
import { MyDataSection } from '../components/my-data-section';
import { NameForm } from '../components/name-form';
import { useSignOut } from '../use-sign-out';

const CARD = 'space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5';

/**
 * `my-profile` (issue 28, not in spec §2): the signed-in user's name, their birth details as saved
 * charts (added on the kundli page, where the place comes from the place search), the language
 * and signing out. Behind the login like the wallet.
 */
export function MyProfilePage() {
  const { t } = useTranslation();
  const { user, userId } = useSession();
  const signOut = useSignOut();
  const charts = useQuery(birthDetailListQuery);

  return (
    <>
      <PageHero title={t('titles.my_profile')} lead={t('profile.lead')} />
      <div className="mx-auto max-w-xl space-y-5 px-4 py-8 sm:px-6">
        <section aria-labelledby="profile-name-heading" className={CARD}>
          <h2 id="profile-name-heading" className="text-lg font-semibold text-night">
            {t('profile.name_heading')}
          </h2>
          {userId === null ? null : (
            <NameForm key={user?.name ?? ''} userId={userId} name={user?.name?.trim() ?? ''} />
          )}
          {typeof user?.verifiedMobile === 'string' ? (
            <p className="text-sm text-muted">
              {t('profile.mobile', { number: user.verifiedMobile })}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="profile-charts-heading" className={CARD}>
          <h2 id="profile-charts-heading" className="text-lg font-semibold text-night">
            {t('profile.charts_heading')}
          </h2>
          <p className="text-sm text-muted">{t('profile.charts_lead')}</p>
          {charts.isError && charts.data === undefined ? (
            <InlineRetry
              message={t('profile.charts_failed')}
              onRetry={() => void charts.refetch()}
              busy={charts.isFetching}
            />
          ) : charts.isPending ? (
            <p role="status" className="text-sm text-muted">
              {t('profile.charts_loading')}
            </p>
          ) : charts.data.length === 0 ? (
            <p data-testid="profile-charts-empty" className="text-sm text-ink">
              {t('profile.charts_empty')}
            </p>
          ) : (
            <ul className="space-y-2" data-testid="profile-charts">
              {charts.data.map((person) => (
                <li key={person.id} className="flex rounded-2xl bg-paper p-2">
                  <SavedPersonLink person={person} />
                </li>
              ))}
            </ul>
          )}
          <LocalizedLink to="/kundli" className={buttonStyles.secondary}>
            {t('profile.add_chart')}
          </LocalizedLink>
        </section>

        <section aria-labelledby="profile-language-heading" className={CARD}>
          <h2 id="profile-language-heading" className="text-lg font-semibold text-night">
            {t('profile.language_heading')}
          </h2>
          <LanguageSwitch tone="page" />
        </section>

        <MyDataSection className={CARD} onDeleted={signOut} />

        <button
          type="button"
          data-testid="profile-sign-out"
          onClick={signOut}
          className={`${buttonStyles.secondary} w-full text-error`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('header.logout')}
        </button>
      </div>
    </>
  );
}
