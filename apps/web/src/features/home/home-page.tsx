import { HeartHandshake, ShieldCheck, Timer, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../lib/ui/button-styles';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { LogoMark } from '../../lib/ui/logo-mark';
import { Stars } from '../../lib/ui/page-hero';

const POINTS: readonly { id: 'pay_per_minute' | 'vetted' | 'compatibility'; icon: LucideIcon }[] = [
  { id: 'pay_per_minute', icon: Timer },
  { id: 'vetted', icon: ShieldCheck },
  { id: 'compatibility', icon: HeartHandshake },
];

/** Home and its landing variants: the tagline, three reasons, and the two ways in. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-night via-night-2 to-night text-white">
        <Stars>
          <div className="absolute -top-24 -right-24 size-72 rounded-full bg-violet/30 blur-3xl" />
          <div className="absolute -bottom-32 -left-16 size-72 rounded-full bg-gold/10 blur-3xl" />
        </Stars>
        <div className="relative mx-auto flex max-w-[1200px] flex-col gap-8 px-4 pt-12 pb-16 sm:px-6 md:flex-row md:items-center md:pt-20 md:pb-24">
          <div className="max-w-2xl motion-safe:animate-rise-in">
            <p className="text-sm font-semibold tracking-wide text-gold">{t('home.eyebrow')}</p>
            <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl">
              {t('home.title')}
            </h1>
            <p className="mt-4 text-base text-white/85 sm:text-lg">{t('home.lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LocalizedLink
                to="/chat-with-psychic"
                className={buttonStyles.light}
                data-testid="home-cta-psychics"
              >
                {t('home.cta_psychics')}
              </LocalizedLink>
              <LocalizedLink to="/compatibility" className={buttonStyles.ghostLight}>
                {t('home.cta_compatibility')}
              </LocalizedLink>
            </div>
          </div>
          <LogoMark className="mx-auto hidden size-56 drop-shadow-[0_0_40px_rgba(242,196,109,0.35)] md:block" />
        </div>
      </section>
      <section
        aria-labelledby="home-points"
        className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 md:py-16"
      >
        <h2 id="home-points" className="text-2xl font-semibold text-night">
          {t('home.points_title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {POINTS.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-violet-soft text-violet">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-night">
                {t(`home.points.${id}.title`)}
              </h3>
              <p className="mt-1 text-muted">{t(`home.points.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
