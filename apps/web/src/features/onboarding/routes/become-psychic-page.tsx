import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { PageHero } from '../../../lib/ui/page-hero';
import { SignInGate } from '../../kundli/components/sign-in-gate';
import { myApplicationQuery } from '../api/onboarding-api';
import { draftFrom, EMPTY_DRAFT } from '../application-draft';
import { ApplicationForm } from '../components/application-form';
import { ApplicationStatus } from '../components/application-status';

/** `/become-a-psychic`: what it takes, then the application (after signing in) or its status. */
export function BecomePsychicPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('titles.become_a_psychic')} lead={t('onboarding.lead')} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 pt-6 sm:px-6">
        <ul className="grid gap-3 sm:grid-cols-3">
          {(['apply', 'review', 'earn'] as const).map((step) => (
            <li key={step} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
              <h2 className="font-semibold text-night">{t(`onboarding.steps.${step}.title`)}</h2>
              <p className="text-sm text-muted">{t(`onboarding.steps.${step}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
      <SignInGate
        testId="onboarding-sign-in"
        title={t('onboarding.sign_in.title')}
        text={t('onboarding.sign_in.text')}
        button={t('onboarding.sign_in.button')}
      >
        <ApplicationWorkspace />
      </SignInGate>
    </>
  );
}

function ApplicationWorkspace() {
  const mine = useQuery(myApplicationQuery);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      {mine.isPending ? (
        <ListSkeleton rows={3} />
      ) : mine.isError ? (
        <LoadFailedMessage onRetry={() => void mine.refetch()} />
      ) : mine.data === null ? (
        <ApplicationForm initial={EMPTY_DRAFT} />
      ) : (
        <>
          <ApplicationStatus application={mine.data} />
          {mine.data.status === 'changes_requested' ? (
            <ApplicationForm key={mine.data.submittedAt} initial={draftFrom(mine.data)} />
          ) : null}
        </>
      )}
    </div>
  );
}
