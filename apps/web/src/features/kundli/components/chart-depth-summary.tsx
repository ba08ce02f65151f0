import type { CastChart } from '@lumus/contract/astrology/birth-details';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatInstantDate } from '../birth-format';
import { signKey } from './north-indian-chart';

/**
 * The running dasha and the doshas of a shared chart, computed in the browser: the engine comes
 * in its own chunk when the chart is opened (never in the first load, decision 018), and the
 * console is not server-rendered, so reading the clock here cannot upset a hydration.
 */
async function summarize(chart: Pick<CastChart, 'birthUtc' | 'kundli'>, at: Date) {
  const [{ vimshottari, currentDasha }, { doshas }] = await Promise.all([
    import('@lumus/astro/vimshottari'),
    import('@lumus/astro/doshas'),
  ]);
  const dasha = vimshottari(chart.birthUtc, chart.kundli.planets.Moon.longitude);
  return {
    current: currentDasha(dasha, at),
    doshas: doshas({ chart: chart.kundli, birth: chart.birthUtc, at }),
  };
}

/** One compact block for the psychic: current maha/antar/pratyantar, Manglik, Kaal Sarp, Sade Sati. */
export function ChartDepthSummary({ chart }: { chart: CastChart }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [summary, setSummary] = useState<Awaited<ReturnType<typeof summarize>> | null>(null);
  useEffect(() => {
    let live = true;
    // A failed chunk load leaves the block out; the chart and table above still stand.
    summarize(chart, new Date())
      .then((result) => {
        if (live) setSummary(result);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [chart]);
  if (summary === null) return null;
  const { current, doshas } = summary;
  const date = (iso: string) => formatInstantDate(iso, language, chart.place.timeZone);
  const lord = (name: string) => t(`astro.planets.${name as 'Sun'}`);
  const { manglik, kaalSarp, sadeSati } = doshas;
  return (
    <dl className="grid gap-2 text-sm" data-testid="chart-depth-summary">
      <div>
        <dt className="font-semibold text-night">{t('kundli_depth.dasha_heading')}</dt>
        <dd>
          {current === null
            ? t('kundli_depth.dasha_none_now')
            : `${t('kundli_depth.dasha_now', {
                maha: lord(current.mahadasha.lord),
                antar: lord(current.antardasha.lord),
                pratyantar: lord(current.pratyantardasha.lord),
              })} ${t('kundli_depth.dasha_dates', {
                start: date(current.antardasha.start),
                end: date(current.antardasha.end),
              })}`}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-night">{t('kundli_depth.doshas_heading')}</dt>
        <dd>
          {manglik.isManglik
            ? t('kundli_depth.manglik_yes', { house: manglik.marsHouse })
            : t('kundli_depth.manglik_no', { house: manglik.marsHouse })}
        </dd>
        <dd>
          {kaalSarp.kind === 'none' || kaalSarp.type === null
            ? t('kundli_depth.kaal_sarp_none')
            : t(`kundli_depth.kaal_sarp_${kaalSarp.kind}`, {
                type: t(`kundli_depth.kaal_sarp_types.${kaalSarp.type}`),
                house: kaalSarp.rahuHouse,
              })}
        </dd>
        <dd>
          {sadeSati.current.phase === 'none' || sadeSati.current.period === null
            ? t('kundli_depth.sade_sati_not_now', {
                sign: t(`compatibility.signs.${signKey(sadeSati.moonSign)}`),
              })
            : t('kundli_depth.sade_sati_now', {
                phase: t(`kundli_depth.sade_sati_phases.${sadeSati.current.phase}`),
                end: date(sadeSati.current.period.end),
              })}
        </dd>
      </div>
    </dl>
  );
}
