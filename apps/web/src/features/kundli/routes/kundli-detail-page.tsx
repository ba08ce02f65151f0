import { NAKSHATRAS } from '@lumus/astro/nakshatra';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { placeLabel } from '../../places/place-label';
import { birthDetailQuery } from '../api/birth-details-api';
import { downloadKundliReport } from '../api/kundli-report';
import { formatBirthDate, formatOffset } from '../birth-format';
import { NorthIndianChart, signKey } from '../components/north-indian-chart';
import { KundliDepth } from '../components/kundli-depth';
import { PlanetTable } from '../components/planet-table';
import { ReportButton } from '../components/report-button';
import { SignInGate } from '../components/sign-in-gate';
import { SouthIndianChart } from '../components/south-indian-chart';
import { useSession } from '../../../lib/session/session-context';

/** `/kundli/:id`: one saved person's chart — summary, both chart styles and the planet table. */
export function KundliDetailPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <KundliChart />;
  return (
    <>
      <PageHero title={t('titles.kundli')} lead={t('kundli.lead')} />
      <SignInGate>{null}</SignInGate>
    </>
  );
}

function KundliChart() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = Number(useParams().id);
  const detail = useQuery({ ...birthDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });

  const back = (
    <LocalizedLink to="/kundli" className={buttonStyles.secondary}>
      {t('kundli.back_to_list')}
    </LocalizedLink>
  );

  if (!detail.isSuccess) {
    const failed = detail.isError || !(Number.isInteger(id) && id > 0);
    const reason =
      detail.error === null
        ? '404'
        : isApiError(detail.error)
          ? detail.error.reason
          : detail.error.message;
    return (
      <>
        <PageHero title={t('titles.kundli')} />
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:px-6">
          {failed ? (
            <p role="alert" className="rounded-3xl bg-white p-5 text-error ring-1 ring-error/30">
              {t('kundli.load_failed', { reason })}
            </p>
          ) : (
            <p
              role="status"
              className="rounded-3xl bg-night/5 p-6 text-center text-muted motion-safe:animate-pulse"
            >
              {t('kundli.loading')}
            </p>
          )}
          {back}
        </div>
      </>
    );
  }

  const person = detail.data;
  const chart = person.kundli;
  const moon = chart.planets.Moon;
  const place = placeLabel(person.place, language);
  const date = formatBirthDate(person.birthDate, language);
  const facts: [string, string][] = [
    [t('kundli.ascendant'), t(`compatibility.signs.${signKey(chart.ascendant.sign)}`)],
    [t('kundli.moon_sign'), t(`compatibility.signs.${signKey(moon.sign)}`)],
    [
      t('kundli.moon_nakshatra'),
      t('kundli.nakshatra_pada', {
        nakshatra: t(`astro.nakshatras.${NAKSHATRAS[moon.nakshatra - 1] ?? 'ashwini'}`),
        pada: moon.pada,
      }),
    ],
  ];

  return (
    <>
      <PageHero
        title={person.name}
        lead={
          person.birthTime === null
            ? t('kundli.born_time_unknown', { date, place })
            : t('kundli.born', {
                date,
                time: person.birthTime,
                offset: formatOffset(person.utcOffsetMinutes),
                place,
              })
        }
      />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="kundli-summary">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="text-lg font-semibold text-night">{value}</dd>
            </div>
          ))}
        </dl>
        {person.birthTime === null ? (
          <p className="rounded-2xl bg-gold/15 p-4 text-sm text-night">
            {t('kundli.time_unknown_note')}
          </p>
        ) : person.localTimeKind === 'gap' ? (
          <p className="rounded-2xl bg-gold/15 p-4 text-sm text-night">{t('kundli.gap_note')}</p>
        ) : person.localTimeKind === 'ambiguous' ? (
          <p className="rounded-2xl bg-gold/15 p-4 text-sm text-night">
            {t('kundli.ambiguous_note')}
          </p>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          <figure className="space-y-2 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
            <figcaption className="font-semibold text-night">{t('kundli.north_chart')}</figcaption>
            <NorthIndianChart chart={chart} />
          </figure>
          <figure className="space-y-2 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
            <figcaption className="font-semibold text-night">{t('kundli.south_chart')}</figcaption>
            <SouthIndianChart chart={chart} />
          </figure>
        </div>
        <PlanetTable chart={chart} />
        <KundliDepth id={person.id} language={language} timeZone={person.place.timeZone} />
        <p className="text-sm text-muted">{t('kundli.method_note')}</p>
        <div className="flex flex-wrap gap-3">
          <ReportButton download={() => downloadKundliReport(person.id, language, person.name)} />
          {back}
          <LocalizedLink to="/match-making" className={buttonStyles.secondary}>
            {t('kundli.to_match_making')}
          </LocalizedLink>
        </div>
      </div>
    </>
  );
}
