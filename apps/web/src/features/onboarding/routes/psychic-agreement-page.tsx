import { PSYCHIC_AGREEMENT_VERSION } from '@lumus/contract/onboarding/psychic-application';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../lib/ui/page-hero';

const SECTIONS = ['role', 'conduct', 'pricing', 'payouts', 'privacy', 'ending'] as const;

/** `/psychic-agreement`: the agreement an applicant accepts, its version shown with the text. */
export function PsychicAgreementPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        title={t('titles.psychic_agreement')}
        lead={t('onboarding.agreement.lead', { version: PSYCHIC_AGREEMENT_VERSION })}
      />
      <article
        className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6"
        data-testid="psychic-agreement"
      >
        {SECTIONS.map((section) => (
          <section key={section} className="space-y-2">
            <h2 className="text-xl font-semibold text-night">
              {t(`onboarding.agreement.${section}.title`)}
            </h2>
            <p className="text-ink">{t(`onboarding.agreement.${section}.text`)}</p>
          </section>
        ))}
      </article>
    </>
  );
}
