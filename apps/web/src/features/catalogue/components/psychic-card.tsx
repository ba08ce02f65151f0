import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { languageName } from '../language-name';
import { useLiveStatus } from '../live/live-status-store';
import { CallButton } from './call-button';
import { ChatButton } from './chat-button';
import { ConsultantPhoto } from './consultant-photo';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import { StatusPill } from './status-pill';

/** One psychic in a list (DESIGN.md "Psychic card"); the status follows live pushes. */
export function PsychicCard({ consultant }: { consultant: ConsultantCard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useLiveStatus(consultant.id, consultant);
  const profilePath = `/profile/${consultant.slug}`;
  return (
    <article
      data-testid="psychic-card"
      data-slug={consultant.slug}
      data-status={status}
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 motion-safe:animate-fade-in"
    >
      <div className="flex items-start gap-3">
        <LocalizedLink to={profilePath} tabIndex={-1} aria-hidden="true">
          <ConsultantPhoto src={consultant.photoUrl} alt="" status={status} />
        </LocalizedLink>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="truncate font-sans text-base font-semibold text-night">
              <LocalizedLink
                to={profilePath}
                className="hover:text-violet hover:underline focus-visible:text-violet"
              >
                {consultant.displayName}
              </LocalizedLink>
            </h2>
            {status === 'offline' ? null : <StatusPill status={status} />}
          </div>
          <p className="mt-0.5 truncate text-sm text-violet">
            {consultant.categories.map((key) => t(`catalogue.categories.${key}`)).join(' · ')}
          </p>
          <p className="mt-0.5 truncate text-sm text-muted">
            <span className="sr-only">{t('catalogue.card.languages_label')}: </span>
            {consultant.languages.map((code) => languageName(code, language)).join(', ')}
          </p>
          <p className="text-sm text-muted">
            <span className="sr-only">{t('catalogue.card.experience_label')}: </span>
            {t('catalogue.card.experience', { count: consultant.experienceYears })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={consultant.rating} reviewCount={consultant.reviewCount} />
        <PriceTag amountMinor={consultant.pricePerMinuteMinor} />
      </div>
      <div className="flex flex-col gap-2">
        <ChatButton consultantId={consultant.id} name={consultant.displayName} status={status} />
        <CallButton
          consultantId={consultant.id}
          name={consultant.displayName}
          status={status}
          callPricePerMinuteMinor={consultant.callPricePerMinuteMinor}
        />
      </div>
    </article>
  );
}
