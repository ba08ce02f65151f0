import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';

/** The end of every help page: the way to a person (support asks a guest to sign in first). */
export function StillNeedHelp() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="still-need-help"
      data-testid="still-need-help"
      className="flex flex-col gap-3 rounded-3xl bg-violet-soft p-6 ring-1 ring-violet/15"
    >
      <h2 id="still-need-help" className="flex items-center gap-2 text-xl font-semibold text-night">
        <LifeBuoy aria-hidden="true" className="size-5 text-violet" />
        {t('help.still.heading')}
      </h2>
      <p className="leading-relaxed text-ink/85">{t('help.still.body')}</p>
      <div className="flex flex-wrap gap-3">
        <LocalizedLink to="/support?new=1" className={buttonStyles.primary}>
          {t('help.still.write')}
        </LocalizedLink>
        <LocalizedLink to="/support" className={buttonStyles.secondary}>
          {t('help.still.conversations')}
        </LocalizedLink>
      </div>
    </section>
  );
}
