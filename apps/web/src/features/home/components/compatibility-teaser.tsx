import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { HomeSection } from './home-section';

const AREAS = ['love', 'sex', 'family', 'friendship'] as const;

/** What the compatibility report gives, and the way to it. */
export function CompatibilityTeaser() {
  const { t } = useTranslation();
  return (
    <HomeSection id="compatibility" tone="white" title={t('home.compatibility.title')}>
      <div className="flex flex-col gap-6 rounded-3xl bg-violet-soft p-6 md:flex-row md:items-center md:p-8">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-white text-violet">
          <HeartHandshake aria-hidden="true" className="size-8" />
        </span>
        <div className="flex-1">
          <p className="text-ink/85">{t('home.compatibility.text')}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {AREAS.map((area) => (
              <li
                key={area}
                className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-violet"
              >
                {t(`home.compatibility.areas.${area}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <LocalizedLink to="/compatibility" className={buttonStyles.primary}>
            {t('home.compatibility.cta')}
          </LocalizedLink>
          <LocalizedLink to="/kundli" className={buttonStyles.secondary}>
            {t('titles.kundli')}
          </LocalizedLink>
        </div>
      </div>
    </HomeSection>
  );
}
