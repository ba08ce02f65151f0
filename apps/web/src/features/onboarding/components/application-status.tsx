import type { PsychicApplication } from '@lumus/contract/onboarding/psychic-application';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';

/** Where the application stands, with the operator's note or reason when there is one. */
export function ApplicationStatus({ application }: { application: PsychicApplication }) {
  const { t } = useTranslation();
  const { status, reviewNote } = application;
  return (
    <section
      className="space-y-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5"
      data-testid="application-status"
      data-status={status}
    >
      <h2 className="text-xl font-semibold text-night">{t(`onboarding.status.${status}.title`)}</h2>
      <p className="text-muted">{t(`onboarding.status.${status}.text`)}</p>
      {reviewNote !== null && (status === 'changes_requested' || status === 'rejected') ? (
        <blockquote className="rounded-2xl bg-violet-soft p-4 text-night" data-testid="review-note">
          <span className="block text-sm font-semibold">
            {t(`onboarding.status.${status}.note`)}
          </span>
          {reviewNote}
        </blockquote>
      ) : null}
      {status === 'approved' ? (
        <LocalizedLink to="/console" className={buttonStyles.primary}>
          {t('onboarding.status.approved.console')}
        </LocalizedLink>
      ) : null}
    </section>
  );
}
