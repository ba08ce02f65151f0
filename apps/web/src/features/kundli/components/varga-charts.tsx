import {
  VARGA_NAMES,
  type ChartDepth,
  type VargaName,
} from '@lumus/contract/astrology/chart-depth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NorthIndianChart } from './north-indian-chart';
import { SouthIndianChart } from './south-indian-chart';

/** A selector over D1…D12 drawing the chosen divisional chart in both chart styles. */
export function VargaCharts({ vargas }: { vargas: ChartDepth['vargas'] }) {
  const { t } = useTranslation();
  const [varga, setVarga] = useState<VargaName>('D9');
  const chart = vargas[varga];
  return (
    <section
      className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
      data-testid="varga-charts"
      aria-labelledby="varga-heading"
    >
      <h2 id="varga-heading" className="text-lg font-semibold text-night">
        {t('kundli_depth.vargas_heading')}
      </h2>
      <div role="radiogroup" aria-labelledby="varga-heading" className="flex flex-wrap gap-2">
        {VARGA_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={name === varga}
            data-testid={`varga-${name}`}
            onClick={() => {
              setVarga(name);
            }}
            className={`rounded-full px-3 py-1 text-sm ring-1 ${
              name === varga
                ? 'bg-night text-white ring-night'
                : 'bg-white text-night ring-night/20'
            }`}
          >
            {t(`kundli_depth.varga_short.${name}`)}
          </button>
        ))}
      </div>
      <p className="text-sm text-muted">{t(`kundli_depth.varga_about.${varga}`)}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <NorthIndianChart chart={chart} />
        <SouthIndianChart chart={chart} />
      </div>
    </section>
  );
}
