import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentPath } from '../../../lib/session/login-return';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { consultantListQuery } from '../../catalogue/api/get-consultant-list';
import { CatalogueMessage } from '../../catalogue/components/catalogue-message';
import { PsychicGrid } from '../../catalogue/components/psychic-grid';
import { useCatalogueSubscription } from '../../catalogue/live/use-catalogue-subscription';
import { freeChatQuery } from '../api/get-free-chat';
import { useListViewer } from '../../catalogue/api/use-list-viewer';

/** Online now and taking free sessions: the free minutes apply with nobody else. */
const ONLINE_NOW = { onlineOnly: true, freeSessionsOnly: true, sort: 'recommended' } as const;

/**
 * `free-chat`: the first-chat offer as the server has it now (minutes, or paused), whether the
 * signed-in user still gets it, how it works, and the psychics one can chat with right now.
 */
export function FreeChatPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        title={t('titles.free_chat')}
        badge={t('free_chat_page.badge')}
        lead={t('free_chat_page.lead')}
      />
      <div className="mx-auto flex max-w-[1200px] flex-col gap-8 px-4 py-8 sm:px-6">
        <Offer />
        <OnlineNow />
      </div>
    </>
  );
}

function Offer() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const offer = useQuery(freeChatQuery(userId));
  if (offer.isPending) {
    return (
      <p aria-live="polite" className="text-muted">
        {t('free_chat_page.checking')}
      </p>
    );
  }
  if (offer.isError) {
    return (
      <CatalogueMessage
        tone="error"
        title={t('free_chat_page.load_failed')}
        action={
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void offer.refetch()}
          >
            {t('free_chat_page.retry')}
          </button>
        }
      />
    );
  }
  const minutes = offer.data.offerMinutes;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        data-testid="free-chat-offer"
        data-minutes={minutes}
        aria-labelledby="free-chat-offer-title"
        className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5 sm:p-6"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold/20 text-night">
          <Gift aria-hidden="true" className="size-6" />
        </span>
        <h2 id="free-chat-offer-title" className="text-2xl font-semibold text-night">
          {minutes > 0
            ? t('free_chat_page.offer_title', { count: minutes })
            : t('free_chat_page.offer_off_title')}
        </h2>
        <p className="text-muted">
          {minutes > 0 ? t('free_chat_page.offer_text') : t('free_chat_page.offer_off_text')}
        </p>
        {minutes > 0 ? (
          <Eligibility eligible={offer.data.eligible} freeMinutes={offer.data.freeMinutes} />
        ) : null}
      </section>
      <section
        aria-labelledby="free-chat-how-title"
        className="rounded-3xl bg-night p-5 text-white sm:p-6"
      >
        <h2 id="free-chat-how-title" className="text-lg font-semibold text-gold">
          {t('free_chat_page.how_title')}
        </h2>
        <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-white/90 marker:text-gold">
          <li>{t('free_chat_page.steps.pick')}</li>
          <li>{t('free_chat_page.steps.intake')}</li>
          {minutes > 0 ? <li>{t('free_chat_page.steps.free', { count: minutes })}</li> : null}
          <li>{t('free_chat_page.steps.after')}</li>
        </ol>
      </section>
    </div>
  );
}

function Eligibility({ eligible, freeMinutes }: { eligible: boolean; freeMinutes: number }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { requestLogin } = useLoginEntry();
  const here = useCurrentPath();
  if (!isLoggedIn) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p data-testid="free-chat-eligibility" className="text-ink">
          {t('free_chat_page.guest')}
        </p>
        <button
          type="button"
          onClick={() => {
            requestLogin(here);
          }}
          className={buttonStyles.primary}
        >
          {t('free_chat_page.sign_in')}
        </button>
      </div>
    );
  }
  return (
    <p
      data-testid="free-chat-eligibility"
      className={`rounded-2xl px-4 py-3 text-sm font-semibold ${eligible ? 'bg-online/10 text-night' : 'bg-night/5 text-muted'}`}
    >
      {eligible
        ? t('free_chat_page.eligible', { count: freeMinutes })
        : t('free_chat_page.not_eligible')}
    </p>
  );
}

function OnlineNow() {
  const { t } = useTranslation();
  const listViewer = useListViewer();
  const list = useInfiniteQuery(consultantListQuery(ONLINE_NOW, listViewer));
  useCatalogueSubscription();
  return (
    <section aria-labelledby="free-chat-online-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="free-chat-online-title" className="text-xl font-semibold text-night">
          {t('free_chat_page.online_title')}
        </h2>
        <LocalizedLink
          to="/chat-with-psychic?online=1"
          className="text-sm font-semibold text-violet hover:underline"
        >
          {t('free_chat_page.see_all')}
        </LocalizedLink>
      </div>
      <PsychicGrid
        query={list}
        paged={false}
        empty={
          <CatalogueMessage
            title={t('free_chat_page.online_title')}
            text={t('free_chat_page.online_empty')}
            action={
              <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
                {t('free_chat_page.see_all')}
              </LocalizedLink>
            }
          />
        }
      />
    </section>
  );
}
