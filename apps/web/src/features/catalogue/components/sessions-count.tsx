import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';

/** "1,520 sessions": how many sessions the psychic has given; nothing for a new psychic. */
export function SessionsCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (count === 0) return null;
  const number = count.toLocaleString(language === 'de' ? 'de-DE' : 'en-IN');
  return (
    <span data-testid="sessions-count" className="text-sm text-muted">
      {t('catalogue.card.sessions', { count, number })}
    </span>
  );
}
