import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import type { ConsultantCategory } from '@lumus/contract/catalogue/consultant';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { saveIntakeDraft } from '../../chat/intake-draft';
import type { IntakeValues } from '../../chat/intake-values';
import { consultantListQuery } from '../api/get-consultant-list';
import { ConsultantPhoto } from './consultant-photo';
import { useListViewer } from '../api/use-list-viewer';
import { PriceTag } from './price-tag';

const SHOWN = 3;

/**
 * "Ask an astrologer about this" (decision 047): under a free result, up to three online psychics
 * of the fitting speciality. Choosing one opens their intake with the result's birth details
 * filled in (kept as the intake's draft), so the psychic gets the chart; a guest signs in first
 * and lands on that intake.
 */
export function AskAstrologer({
  category,
  topic,
  intake,
}: {
  category: ConsultantCategory;
  /** What the result was about, e.g. "Asha's kundli". */
  topic: string;
  /** The birth details to attach, or null when the result has none (the form starts empty). */
  intake: IntakeValues | null;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { requestLogin } = useLoginEntry();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const listViewer = useListViewer();
  const list = useInfiniteQuery(
    consultantListQuery({ sort: 'recommended', category, onlineOnly: true }, listViewer),
  );
  const online = (list.data?.pages[0]?.items ?? []).slice(0, SHOWN);

  const ask = (consultant: ConsultantCard) => {
    if (intake !== null) saveIntakeDraft(consultant.id, intake);
    const path = localize(`/chat-with-psychic/intake-form/${encodeAstroId(consultant.id)}`);
    if (isLoggedIn) void navigate(path);
    else requestLogin(path);
  };

  return (
    <section
      aria-labelledby="ask-astrologer"
      data-testid="ask-astrologer"
      data-category={category}
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
    >
      <div>
        <h2 id="ask-astrologer" className="text-xl font-semibold text-night">
          {t('ask.title')}
        </h2>
        <p className="mt-1 text-muted">
          {t(intake === null ? 'ask.lead_plain' : 'ask.lead', {
            topic,
            speciality: t(`catalogue.categories.${category}`),
          })}
        </p>
      </div>
      {list.isPending ? (
        <p role="status" className="text-muted motion-safe:animate-pulse">
          {t('ask.loading')}
        </p>
      ) : online.length === 0 ? (
        <p className="text-muted">{t('ask.none_online')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3">
          {online.map((consultant) => (
            <li
              key={consultant.id}
              className="flex items-center gap-3 rounded-2xl bg-paper p-3 sm:flex-col sm:items-start"
            >
              <ConsultantPhoto src={consultant.photoUrl} alt="" status={consultant.status} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate font-semibold text-night">{consultant.displayName}</p>
                <PriceTag amountMinor={consultant.pricePerMinuteMinor} />
              </div>
              <button
                type="button"
                data-testid="ask-button"
                className={`${buttonStyles.primary} shrink-0 sm:w-full`}
                onClick={() => {
                  ask(consultant);
                }}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t('ask.ask', { name: consultant.displayName })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LocalizedLink
        to={`/chat-with-psychic?category=${category}`}
        className="inline-block text-sm font-semibold text-violet underline"
      >
        {t('ask.all', { speciality: t(`catalogue.categories.${category}`) })}
      </LocalizedLink>
    </section>
  );
}
