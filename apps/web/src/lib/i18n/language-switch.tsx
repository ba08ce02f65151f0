import { LANGUAGES, type Language } from '@lumus/contract/constants';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { languageOfPath, switchLanguageUrl } from '@lumus/contract/site/language-path';
import { rememberLanguage } from './language-preference';

const SHORT_NAME: Record<Language, string> = { en: 'EN', de: 'DE' };

const TONES = {
  // On the dark header.
  header: {
    group: 'border-white/25 text-xs',
    active: 'bg-gold text-night',
    idle: 'text-white/85 hover:bg-white/10 hover:text-white',
  },
  // On a light page (the profile).
  page: {
    group: 'w-fit border-night/15 text-sm',
    active: 'bg-violet text-white',
    idle: 'text-ink hover:bg-violet-soft',
  },
} as const;

/** A click that opens the link elsewhere (new tab or window) rather than in this page. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * EN/DE switch: real links to the same page in the other language (path, query and hash kept),
 * so it works with the keyboard, a middle click and without script state. Clicking one also
 * remembers the choice for later visits to unprefixed URLs.
 *
 * Only the page's language is downloaded with the page (decision 063): the other one is fetched
 * when a pointer, a finger or the focus reaches the switch, and a click goes to the other page
 * once its words are there, so it never shows a moment of the old language under the new address.
 */
export function LanguageSwitch({ tone = 'header' }: { tone?: keyof typeof TONES }) {
  const colours = TONES[tone];
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = languageOfPath(location.pathname);
  const prefetch = () => {
    void i18n.loadLanguages([...LANGUAGES]);
  };

  return (
    <div
      role="group"
      aria-label={t('header.language_switch')}
      data-testid="language-switch"
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      className={`flex items-center rounded-full border p-0.5 font-semibold ${colours.group}`}
    >
      {LANGUAGES.map((language) => {
        const active = language === current;
        const to = switchLanguageUrl(location, language);
        return (
          <Link
            key={language}
            to={to}
            lang={language}
            hrefLang={language}
            data-language={language}
            aria-current={active ? 'true' : undefined}
            aria-label={t(`languages.${language}`)}
            onClick={(event) => {
              rememberLanguage(language);
              if (active || opensElsewhere(event)) return;
              event.preventDefault();
              // Resolves when the words are there, or failed to load (offline): either way the
              // page changes, in the old words at worst, as a plain link would.
              void i18n.changeLanguage(language).finally(() => {
                void navigate(to);
              });
            }}
            className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-full px-2 sm:min-w-10 sm:px-2.5 transition-colors duration-200 ${
              active ? colours.active : colours.idle
            }`}
          >
            {SHORT_NAME[language]}
          </Link>
        );
      })}
    </div>
  );
}
