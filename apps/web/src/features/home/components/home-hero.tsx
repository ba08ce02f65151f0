import { useTranslation } from 'react-i18next';
import { useAppRedirect } from '../../../lib/app-redirect/app-redirect-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { LogoMark } from '../../../lib/ui/logo-mark';
import { Stars } from '../../../lib/ui/page-hero';
import type { HeroAction, HomeVariant } from '../home-variants';

const ACTION_PATHS: Readonly<Record<Exclude<HeroAction, 'app'>, string>> = {
  psychics: '/chat-with-psychic',
  free_chat: '/free-chat',
  compatibility: '/compatibility',
};

function HeroButton({ action, primary }: { action: HeroAction; primary: boolean }) {
  const { t } = useTranslation();
  const { openAppRedirect } = useAppRedirect();
  const className = primary ? buttonStyles.light : buttonStyles.ghostLight;
  const label = t(`home.cta.${action}`);
  if (action === 'app') {
    // The app's own download page is the Download App link of the redirect dialog.
    return (
      <button type="button" onClick={openAppRedirect} className={className}>
        {label}
      </button>
    );
  }
  return (
    <LocalizedLink
      to={ACTION_PATHS[action]}
      className={className}
      data-testid={primary ? 'home-cta-primary' : 'home-cta-secondary'}
    >
      {label}
    </LocalizedLink>
  );
}

/** The night-sky opening: the variant's eyebrow, headline and lead, and its two actions. */
export function HomeHero({ variant }: { variant: HomeVariant }) {
  const { t } = useTranslation();
  const [first, second] = variant.actions;
  const seasonal = variant.glow === 'halloween';
  return (
    <section
      data-testid="home-hero"
      data-hero={variant.hero}
      className="relative overflow-hidden bg-gradient-to-b from-night via-night-2 to-night text-white"
    >
      <Stars>
        <div
          className={`absolute -top-24 -right-24 size-72 rounded-full blur-3xl ${seasonal ? 'bg-orange-500/30' : 'bg-violet/30'}`}
        />
        <div className="absolute -bottom-32 -left-16 size-72 rounded-full bg-gold/10 blur-3xl" />
      </Stars>
      <div className="relative mx-auto flex max-w-[1200px] flex-col gap-8 px-4 pt-12 pb-16 sm:px-6 md:flex-row md:items-center md:pt-20 md:pb-24">
        {/* No entrance animation: text painted at opacity 0 does not count as the page's largest
            paint, so an animated hero would leave the browser's "page shown" mark to a section
            further down, seconds later on a slow phone. */}
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-gold">
            {t(`home.hero.${variant.hero}.eyebrow`)}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl">
            {t(`home.hero.${variant.hero}.title`)}
          </h1>
          <p className="mt-4 text-base text-white/85 sm:text-lg">
            {t(`home.hero.${variant.hero}.lead`)}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <HeroButton action={first} primary />
            <HeroButton action={second} primary={false} />
          </div>
        </div>
        <LogoMark className="mx-auto hidden size-56 drop-shadow-[0_0_40px_rgba(242,196,109,0.35)] md:block" />
      </div>
    </section>
  );
}
