import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { consoleProfileQuery } from '../api/console-profile';
import { PriceChangeForm } from './price-change-form';
import { ProfileForm } from './profile-form';

/** The console's Profile tab: what users see of the psychic, and their price. */
export function ProfilePanel() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const profile = useQuery(consoleProfileQuery(userId));

  if (profile.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-error/10 p-3 text-sm text-error-text">
        {t('console.profile.load_failed')}
      </p>
    );
  }
  if (profile.data === undefined) {
    return (
      <div aria-hidden="true" className="h-64 rounded-3xl bg-night/5 motion-safe:animate-pulse" />
    );
  }
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[2fr_1fr]" data-testid="console-profile">
      {/* Keyed by consultant so a form never keeps another account's draft. */}
      <ProfileForm key={profile.data.consultantId} profile={profile.data} />
      <PriceChangeForm profile={profile.data} />
    </div>
  );
}
