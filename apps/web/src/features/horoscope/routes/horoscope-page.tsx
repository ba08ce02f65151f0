import { dateLocale } from '../../../lib/format/date-locale';
import { horoscopeDaySchema, type HoroscopeDay } from '@lumus/contract/astrology/horoscope';
import { SIGNS, type SignName } from '@lumus/astro/zodiac';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { horoscopeQuery } from '../api/horoscope-api';
import { HoroscopeReading } from '../components/horoscope-reading';

const isSign = (value: string | undefined): value is SignName =>
  SIGNS.some((sign) => sign === value);

/** A calendar date `YYYY-MM-DD` written out; UTC, so server and browser print the same day. */
function longDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** `/horoscope/{today|tomorrow}/{sign}`: the day's gochara reading for a Moon sign. */
export function HoroscopePage() {
  const { t } = useTranslation();
  const params = useParams();
  const day = horoscopeDaySchema.safeParse(params.day);
  if (!day.success || !isSign(params.sign)) {
    return (
      <>
        <PageHero title={t('titles.horoscope')} />
        <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
          <p role="alert">{t('horoscope.unknown')}</p>
          <SignLinks day="today" />
        </div>
      </>
    );
  }
  return <Reading day={day.data} sign={params.sign} />;
}

function Reading({ day, sign }: { day: HoroscopeDay; sign: SignName }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(horoscopeQuery(day, sign));
  const signName = t(`compatibility.signs.${sign}`);
  const other: HoroscopeDay = day === 'today' ? 'tomorrow' : 'today';
  return (
    <>
      <PageHero
        title={t(`horoscope.title_${day}`, { sign: signName })}
        lead={query.isSuccess ? longDate(query.data.date, language) : undefined}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        {query.isSuccess ? (
          <HoroscopeReading horoscope={query.data} language={language} />
        ) : query.isError ? (
          <p role="alert">{t('horoscope.load_failed')}</p>
        ) : (
          <p role="status" className="text-muted">
            {t('horoscope.loading')}
          </p>
        )}
        <p className="text-xs text-muted">{t('horoscope.method')}</p>
        <LocalizedLink
          to={`/horoscope/${other}/${sign}`}
          className="font-semibold text-night underline"
        >
          {t(`horoscope.title_${other}`, { sign: signName })}
        </LocalizedLink>
        <SignLinks day={day} />
      </div>
    </>
  );
}

function SignLinks({ day }: { day: HoroscopeDay }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('horoscope.other_signs')}>
      <ul className="flex flex-wrap gap-2">
        {SIGNS.map((sign) => (
          <li key={sign}>
            <LocalizedLink
              to={`/horoscope/${day}/${sign}`}
              className="inline-block rounded-full bg-white px-3 py-1 text-sm ring-1 ring-night/15"
            >
              {t(`compatibility.signs.${sign}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
