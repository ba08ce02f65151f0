import { LANGUAGES, type Language } from '@lumus/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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

/**
 * EN/DE switch: real links to the same page in the other language (path, query and hash kept),
 * so it works with the keyboard, a middle click and without script state. Clicking one also
 * remembers the choice for later visits to unprefixed URLs.
 */
export function LanguageSwitch({ tone = 'header' }: { tone?: keyof typeof TONES }) {
  const colours = TONES[tone];
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = languageOfPath(location.pathname);

  return (
    <div
      role="group"
      aria-label={t('header.language_switch')}
      data-testid="language-switch"
      className={`flex items-center rounded-full border p-0.5 font-semibold ${colours.group}`}
    >
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <Link
            key={language}
            to={switchLanguageUrl(location, language)}
            lang={language}
            hrefLang={language}
            data-language={language}
            aria-current={active ? 'true' : undefined}
            aria-label={t(`languages.${language}`)}
            onClick={() => {
              rememberLanguage(language);
              void i18n.changeLanguage(language);
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
