import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { personalHoroscopeQuery } from '../api/horoscope-api';
import { HoroscopeReading } from './horoscope-reading';

/** Today's reading for the signed-in user's first saved person; nothing until one is saved. */
export function PersonalHoroscope() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(personalHoroscopeQuery);
  if (!query.isSuccess || query.data === null) return null;
  const { name, horoscope } = query.data;
  return (
    <section
      className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
      data-testid="personal-horoscope"
      aria-labelledby="personal-horoscope-heading"
    >
      <h2 id="personal-horoscope-heading" className="text-lg font-semibold text-night">
        {t('horoscope.personal_heading', { name })}
      </h2>
      <HoroscopeReading horoscope={horoscope} language={language} />
    </section>
  );
}
