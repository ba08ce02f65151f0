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
import { SessionsCount } from './sessions-count';
import { StatusPill } from './status-pill';
import { VerifiedMark } from './verified-mark';

/**
 * One psychic in a list (DESIGN.md "Psychic card"); the status follows live pushes. Compact on a
 * phone (small portrait, one line of languages and experience, Chat and Call side by side) so a
 * 390 px screen shows more psychics (decision 048).
 */
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
      className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-night/5 motion-safe:animate-fade-in sm:gap-3 sm:rounded-3xl sm:p-4"
    >
      <div className="flex items-start gap-3">
        <LocalizedLink to={profilePath} tabIndex={-1} aria-hidden="true">
          <ConsultantPhoto src={consultant.photoUrl} alt="" status={status} size="sm" />
        </LocalizedLink>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="flex min-w-0 items-center gap-1 font-sans text-base font-semibold text-night">
              <LocalizedLink
                to={profilePath}
                className="truncate hover:text-violet hover:underline focus-visible:text-violet"
              >
                {consultant.displayName}
              </LocalizedLink>
              {consultant.verified ? <VerifiedMark /> : null}
            </h2>
            {status === 'offline' ? null : <StatusPill status={status} />}
          </div>
          <p className="truncate text-sm text-violet">
            {consultant.categories.map((key) => t(`catalogue.categories.${key}`)).join(' · ')}
          </p>
          <p className="truncate text-sm text-muted">
            <span className="sr-only">{t('catalogue.card.languages_label')}: </span>
            {consultant.languages.map((code) => languageName(code, language)).join(', ')}
          </p>
          <p className="truncate text-sm text-muted">
            <span className="sr-only">{t('catalogue.card.experience_label')}: </span>
            <span>{t('catalogue.card.experience', { count: consultant.experienceYears })}</span>
            {consultant.orderCount === 0 ? null : (
              <>
                {' · '}
                <SessionsCount count={consultant.orderCount} />
              </>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={consultant.rating} reviewCount={consultant.reviewCount} />
        <PriceTag amountMinor={consultant.pricePerMinuteMinor} />
      </div>
      {/* Side by side on a phone, each as wide as its words (wrapping only if they cannot fit). */}
      <div className="flex flex-wrap gap-2 *:w-auto *:flex-auto *:px-3 *:whitespace-nowrap sm:flex-col sm:*:w-full sm:*:px-5">
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
