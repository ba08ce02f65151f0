import { GRAHAS } from '@lumus/astro/grahas';
import { NAKSHATRAS } from '@lumus/astro/nakshatra';
import type { KundliData } from '@lumus/contract/astrology/birth-details';
import { useTranslation } from 'react-i18next';
import { formatDegreeInSign } from '../birth-format';
import { signKey } from './north-indian-chart';

type ChartPlacements = Pick<KundliData, 'ascendant' | 'planets'>;

/** Ascendant and the nine grahas: sign, degree in sign, nakshatra, pada, house, retrograde. */
export function PlanetTable({ chart }: { chart: ChartPlacements }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'ascendant', name: t('kundli.ascendant'), placement: chart.ascendant },
    ...GRAHAS.map((graha) => ({
      key: graha,
      name: t(`astro.planets.${graha}`),
      placement: chart.planets[graha],
    })),
  ];
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-night/5">
      <table className="w-full min-w-[520px] text-left text-sm" data-testid="planet-table">
        <caption className="px-4 pt-4 text-left text-lg font-semibold text-night">
          {t('kundli.table_caption')}
        </caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('kundli.planet')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('kundli.sign')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('kundli.degree')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('kundli.nakshatra')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('kundli.pada')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('kundli.house')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('kundli.retrograde')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, placement }) => (
            <tr key={key} className="border-t border-night/5">
              <th scope="row" className="px-4 py-2 font-semibold text-night">
                {name}
              </th>
              <td className="px-2 py-2">{t(`compatibility.signs.${signKey(placement.sign)}`)}</td>
              <td className="px-2 py-2 tabular-nums">{formatDegreeInSign(placement.longitude)}</td>
              <td className="px-2 py-2">
                {t(`astro.nakshatras.${NAKSHATRAS[placement.nakshatra - 1] ?? 'ashwini'}`)}
              </td>
              <td className="px-2 py-2 tabular-nums">{placement.pada}</td>
              <td className="px-2 py-2 tabular-nums">{placement.house}</td>
              <td className="px-4 py-2">
                {key === 'ascendant' ? '' : placement.retrograde ? t('kundli.yes') : t('kundli.no')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
