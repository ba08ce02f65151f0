import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useProfileHead } from '../../../lib/head/profile-head';
import { useLanguage, useLocalizedPath } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { RetryButton } from '../../../lib/ui/retry-button';
import { Stars } from '../../../lib/ui/page-hero';
import { consultantProfileQuery } from '../api/get-consultant-profile';
import { CatalogueMessage } from '../components/catalogue-message';
import { CallButton } from '../components/call-button';
import { ChatButton } from '../components/chat-button';
import { NotifyWhenOnline } from '../../notifications/components/notify-when-online';
import { ConsultantPhoto } from '../components/consultant-photo';
import { PriceTag } from '../components/price-tag';
import { ProfileGallery } from '../components/profile-gallery';
import { ProfileReviews } from '../components/profile-reviews';
import { RatingStars } from '../components/rating-stars';
import { VerifiedMark } from '../components/verified-mark';
import { StatusPill } from '../components/status-pill';
import { languageName } from '../language-name';
import { useLiveStatus } from '../live/live-status-store';
import { useCatalogueSubscription } from '../live/use-catalogue-subscription';
import type { ConsultantProfile, ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { useMarketCurrency } from '../../currency/use-display-currency';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `profile/{psychicSlug?}`: without a slug there is nothing to show, so the list opens. */
export function PsychicProfilePage() {
  const { psychicSlug } = useParams();
  const localize = useLocalizedPath();
  if (psychicSlug === undefined || psychicSlug === '') {
    return <Navigate to={localize('/chat-with-psychic')} replace />;
  }
  return <ProfileBySlug slug={psychicSlug.toLowerCase()} />;
}

function ProfileBySlug({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const valid = SLUG.test(slug);
  const marketCurrency = useMarketCurrency();
  const query = useQuery({ ...consultantProfileQuery(slug, marketCurrency), enabled: valid });
  // The arrived profile renders in the background, in slices a slow phone can interrupt, instead
  // of one long block of main-thread work (a store update of the query is otherwise urgent).
  const profile = useDeferredValue(query.data);
  useCatalogueSubscription();

  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
  // The head names the psychic after an in-app navigation too, as the server's does on a first
  // load; not found is the server's unknown slug (noindex), a failed call leaves the head generic.
  useProfileHead(
    notFound ? null : query.data === undefined ? undefined : { name: query.data.displayName },
  );
  if (notFound || query.isError) {
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <CatalogueMessage
          heading="h1"
          tone={notFound ? 'calm' : 'error'}
          title={
            notFound ? t('catalogue.profile.not_found_title') : t('catalogue.profile.error_title')
          }
          text={notFound ? t('catalogue.profile.not_found_text') : t('catalogue.list.error_text')}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              {notFound ? null : (
                <RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />
              )}
              <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
                {t('catalogue.list.back_to_list')}
              </LocalizedLink>
            </div>
          }
        />
      </div>
    );
  }
  if (query.isPending || profile === undefined || profile.slug !== query.data.slug) {
    return <ProfileSkeleton />;
  }
  return <Profile profile={profile} />;
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6">
      <span className="sr-only">{t('loading.title')}</span>
      <div aria-hidden="true" className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6">
        <span className="size-24 rounded-full bg-night/5 motion-safe:animate-pulse" />
        <span className="h-6 w-48 rounded bg-night/5 motion-safe:animate-pulse" />
        <span className="h-4 w-64 rounded bg-night/5 motion-safe:animate-pulse" />
        <span className="h-11 w-full max-w-sm rounded-full bg-night/5 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}

function Profile({ profile }: { profile: ConsultantProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useLiveStatus(profile.id, profile);
  const bio = language === 'de' ? profile.bioDe : profile.bioEn;
  return (
    <article data-testid="psychic-profile" data-status={status} className="pb-28 sm:pb-0">
      <section className="relative overflow-hidden bg-gradient-to-b from-night to-night-2 text-white">
        <Stars />
        <div className="relative mx-auto flex max-w-[1200px] flex-col items-center gap-3 px-4 pt-8 pb-10 text-center sm:px-6">
          <ConsultantPhoto
            src={profile.photoUrl}
            alt={t('catalogue.card.photo_alt', { name: profile.displayName })}
            status={status}
            size="lg"
          />
          <h1 className="text-3xl font-semibold">{profile.displayName}</h1>
          {profile.verified ? (
            <span className="rounded-full bg-white px-3 py-1">
              <VerifiedMark withText />
            </span>
          ) : null}
          <span className="rounded-full bg-white">
            <StatusPill status={status} />
          </span>
          <p className="text-sm text-white/85">
            {profile.categories.map((key) => t(`catalogue.categories.${key}`)).join(' · ')}
          </p>
          <div className="rounded-full bg-white px-3 py-1">
            <RatingStars rating={profile.rating} reviewCount={profile.reviewCount} />
          </div>
          {profile.orderCount === 0 ? null : (
            <p className="text-sm text-white/85" data-testid="sessions-given">
              {t('catalogue.profile.sessions_given', {
                count: profile.orderCount,
                number: profile.orderCount.toLocaleString(language === 'de' ? 'de-DE' : 'en-IN'),
              })}
            </p>
          )}
        </div>
      </section>
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_320px]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="about-title" className="flex flex-col gap-2">
            <h2 id="about-title" className="text-xl font-semibold text-night">
              {t('catalogue.profile.about')}
            </h2>
            <p className="leading-relaxed text-ink">{bio}</p>
          </section>
          <ProfileGallery consultantId={profile.id} />
          <ProfileReviews consultantId={profile.id} />
        </div>
        <aside className="order-first flex flex-col gap-4 self-start lg:order-none rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5 lg:sticky lg:top-4">
          {/* On a phone the sticky bar at the bottom holds the price, Chat and Call: once is enough. */}
          <div className="hidden flex-col gap-4 sm:flex">
            <PriceTag amountMinor={profile.pricePerMinuteMinor} large />
            <ChatButton consultantId={profile.id} name={profile.displayName} status={status} />
            <CallButton
              consultantId={profile.id}
              name={profile.displayName}
              status={status}
              callPricePerMinuteMinor={profile.callPricePerMinuteMinor}
            />
          </div>
          {status === 'offline' ? (
            <NotifyWhenOnline consultantId={profile.id} name={profile.displayName} />
          ) : null}
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="font-semibold text-muted">{t('catalogue.profile.skills')}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {profile.categories.map((key) => (
                  <span
                    key={key}
                    className="rounded-full bg-violet-soft px-2.5 py-1 text-violet-strong"
                  >
                    {t(`catalogue.categories.${key}`)}
                  </span>
                ))}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-muted">{t('catalogue.profile.languages')}</dt>
              <dd className="mt-1 text-ink">
                {profile.languages.map((code) => languageName(code, language)).join(', ')}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-muted">{t('catalogue.profile.experience')}</dt>
              <dd className="mt-1 text-ink">
                {t('catalogue.card.experience', { count: profile.experienceYears })}
              </dd>
            </div>
            {profile.groups.length === 0 ? null : (
              <div>
                <dt className="font-semibold text-muted">{t('catalogue.profile.member_of')}</dt>
                <dd className="mt-1 flex flex-col gap-1">
                  {profile.groups.map((group) => (
                    <LocalizedLink
                      key={group.id}
                      to={`/chat-with-psychic/${group.slug}/${group.id}`}
                      className="text-violet hover:underline"
                    >
                      {language === 'de' ? group.titleDe : group.titleEn}
                    </LocalizedLink>
                  ))}
                </dd>
              </div>
            )}
          </dl>
        </aside>
        <PhoneSessionBar profile={profile} status={status} />
      </div>
    </article>
  );
}

/**
 * At phone width the price and the ways to start stay at the bottom of the screen while the
 * profile scrolls (decision 047); wider screens have the side panel, which stays in view.
 */
function PhoneSessionBar({
  profile,
  status,
}: {
  profile: ConsultantProfile;
  status: ConsultantStatus;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="profile-phone-bar"
      role="region"
      aria-label={t('catalogue.profile.phone_bar', { name: profile.displayName })}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-night/10 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="shrink-0">
          <PriceTag amountMinor={profile.pricePerMinuteMinor} />
        </div>
        <div className="flex flex-1 gap-2">
          <div className="flex-1">
            <ChatButton consultantId={profile.id} name={profile.displayName} status={status} />
          </div>
          {profile.callPricePerMinuteMinor === null ? null : (
            <div className="flex-1">
              <CallButton
                consultantId={profile.id}
                name={profile.displayName}
                status={status}
                callPricePerMinuteMinor={profile.callPricePerMinuteMinor}
              />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
