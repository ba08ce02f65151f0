import { NAKSHATRAS } from '@lumus/astro/nakshatra';
import type { GuestChart } from '@lumus/contract/astrology/birth-details';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PageHero } from '../../../lib/ui/page-hero';
import { placeLabel } from '../../places/place-label';
import { formatBirthDate, formatOffset } from '../birth-format';
import { NorthIndianChart, signKey } from './north-indian-chart';
import { PlanetTable } from './planet-table';
import { SouthIndianChart } from './south-indian-chart';

/**
 * One chart as the kundli pages show it — summary, both chart styles and the planet table — for a
 * saved person and for a guest's chart alike; `children` follow (depth, actions, next steps).
 */
export function ChartSheet({ person, children }: { person: GuestChart; children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
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
        {children}
      </div>
    </>
  );
}
