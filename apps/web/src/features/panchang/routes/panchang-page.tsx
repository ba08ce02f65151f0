import { dateLocale } from '../../../lib/format/date-locale';
import type { PanchangDay } from '@lumus/contract/astrology/panchang';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage, useLocalizedPath } from '../../../lib/i18n/use-language';
import { PageHero } from '../../../lib/ui/page-hero';
import { sanskritName } from '../../horoscope/components/horoscope-reading';
import { placeLabel } from '../../places/place-label';
import { PlaceSearch } from '../../places/components/place-search';
import { panchangQuery } from '../api/panchang-api';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `/panchang?date=YYYY-MM-DD&place=<GeoNames id>`: the day's five limbs and its time windows. */
export function PanchangPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawDate = params.get('date') ?? undefined;
  const rawPlace = params.get('place') ?? undefined;
  // A malformed date goes to the server as it is: its 400 names what is wrong.
  const date = rawDate;
  const place = rawPlace === undefined ? undefined : Number(rawPlace);
  const query = useQuery(panchangQuery(date, place));
  const [placeText, setPlaceText] = useState('');

  const go = (next: { date?: string; place?: number }) => {
    const search = new URLSearchParams();
    const nextDate = next.date ?? query.data?.panchang.date;
    const nextPlace = next.place ?? query.data?.place.id;
    if (nextDate !== undefined) search.set('date', nextDate);
    if (nextPlace !== undefined) search.set('place', String(nextPlace));
    void navigate(`${localize('/panchang')}?${search.toString()}`);
  };

  return (
    <>
      <PageHero
        title={t('panchang.title')}
        lead={
          query.isSuccess
            ? t('panchang.lead', {
                date: new Intl.DateTimeFormat(dateLocale(language), {
                  dateStyle: 'full',
                  timeZone: 'UTC',
                }).format(new Date(`${query.data.panchang.date}T00:00:00Z`)),
                place: placeLabel(query.data.place, language),
              })
            : t('panchang.lead_generic')
        }
      />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <form
          className="grid gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <label className="grid gap-1 text-sm">
            <span className="text-muted">{t('panchang.date')}</span>
            <input
              type="date"
              className="rounded-xl border border-night/20 px-3 py-2"
              value={query.data?.panchang.date ?? ''}
              data-testid="panchang-date"
              onChange={(event) => {
                if (DATE_PATTERN.test(event.target.value)) go({ date: event.target.value });
              }}
            />
          </label>
          <div className="grid gap-1 text-sm">
            <label htmlFor="panchang-place" className="text-muted">
              {t('panchang.place')}
            </label>
            <PlaceSearch
              id="panchang-place"
              value={placeText}
              onTextChange={setPlaceText}
              onPick={(picked, label) => {
                setPlaceText(label);
                go({ place: picked.id });
              }}
            />
          </div>
        </form>
        {query.isSuccess ? (
          <PanchangTable day={query.data.panchang} language={language} />
        ) : query.isError ? (
          <p role="alert" className="rounded-3xl bg-white p-5 text-error ring-1 ring-error/30">
            {t('panchang.load_failed', {
              reason: isApiError(query.error) ? query.error.reason : query.error.message,
            })}
          </p>
        ) : (
          <p role="status" className="text-muted">
            {t('panchang.loading')}
          </p>
        )}
        <p className="text-xs text-muted">{t('panchang.method')}</p>
      </div>
    </>
  );
}

type Limb = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
const LIMBS: readonly Limb[] = ['tithi', 'nakshatra', 'yoga', 'karana'];

/** The limbs with their end times and the day's windows, all in the place's own time zone. */
export function PanchangTable({ day, language }: { day: PanchangDay; language: string }) {
  const { t } = useTranslation();
  const time = (iso: string | null) =>
    iso === null
      ? t('panchang.none')
      : new Intl.DateTimeFormat(language, {
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          // 24-hour clock: no AM/PM, whose spacing differs between ICU versions (hydration).
          hourCycle: 'h23',
          timeZone: day.timeZone,
        }).format(new Date(iso));
  const name = (limb: Limb, key: string) =>
    limb === 'nakshatra' ? t(`astro.nakshatras.${key as 'ashwini'}`) : sanskritName(key);
  const span = (value: { start: string; end: string } | null) =>
    value === null ? t('panchang.none') : `${time(value.start)} – ${time(value.end)}`;

  const rows: [string, string][] = [
    [
      t('panchang.vara'),
      `${t(`panchang.weekdays.${day.vara.key as 'sunday'}`)} (${day.vara.sanskrit})`,
    ],
    ...LIMBS.map((limb): [string, string] => [
      t(`panchang.${limb}`),
      day[limb]
        .map((period) =>
          t('panchang.until', { name: name(limb, period.key), end: time(period.end) }),
        )
        .join(', '),
    ]),
    [t('panchang.sunrise'), time(day.sunrise)],
    [t('panchang.sunset'), time(day.sunset)],
    [t('panchang.moonrise'), time(day.moonrise)],
    [t('panchang.moonset'), time(day.moonset)],
    [t('panchang.rahu_kaal'), span(day.rahuKaal)],
    [t('panchang.yamaganda'), span(day.yamaganda)],
    [t('panchang.gulika'), span(day.gulika)],
  ];
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-night/5">
      <table className="w-full text-left text-sm" data-testid="panchang-table">
        <caption className="px-4 pt-4 text-left text-sm text-muted">
          {t('panchang.zone_note', { zone: day.timeZone })}
        </caption>
        <tbody>
          {rows.map(([term, value]) => (
            <tr key={term} className="border-t border-night/5">
              <th scope="row" className="px-4 py-2 font-semibold text-night">
                {term}
              </th>
              <td className="px-4 py-2 text-ink/85">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
