import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';

/** From sun signs to the full Vedic picture: the way to the kundli and match-making pages. */
export function KundliInvitation() {
  const { t } = useTranslation();
  return (
    <aside
      className="space-y-3 rounded-3xl bg-night p-5 text-white"
      aria-labelledby="kundli-invitation"
    >
      <h2 id="kundli-invitation" className="text-lg font-semibold text-gold">
        {t('kundli.invitation_title')}
      </h2>
      <p className="text-white/85">{t('kundli.invitation_text')}</p>
      <div className="flex flex-wrap gap-3">
        <LocalizedLink to="/kundli" className={buttonStyles.light}>
          {t('titles.kundli')}
        </LocalizedLink>
        <LocalizedLink to="/match-making" className={buttonStyles.ghostLight}>
          {t('titles.match_making')}
        </LocalizedLink>
      </div>
    </aside>
  );
}
