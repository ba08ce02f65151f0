import { doshas } from '@lumus/astro/doshas';
import type { SadeSati } from '@lumus/astro/sade-sati';
import { vargaCharts } from '@lumus/astro/vargas';
import { currentDasha, vimshottari } from '@lumus/astro/vimshottari';
import type { CastChart } from '@lumus/contract/astrology/birth-details';
import { chartDepthSchema, type ChartDepth } from '@lumus/contract/astrology/chart-depth';

/**
 * Dasha, divisional charts and doshas of a cast chart at the instant `at` (the server's clock,
 * passed in so the result is reproducible). Computed per request rather than stored: the engine
 * may gain precision, and the current periods depend on `at` anyway. The schema parse turns the
 * engine's readonly results into the contract's shape (and drops the vargas' extra `varga` key).
 * `sadeSatiScan`, a scan of this chart kept from before, spares the costly part.
 */
export function chartDepth(
  chart: Pick<CastChart, 'birthUtc' | 'kundli'>,
  at: Date,
  sadeSatiScan?: SadeSati,
): ChartDepth {
  const dasha = vimshottari(chart.birthUtc, chart.kundli.planets.Moon.longitude);
  return chartDepthSchema.parse({
    at: at.toISOString(),
    dasha,
    current: currentDasha(dasha, at),
    vargas: vargaCharts(chart.kundli),
    doshas: doshas({
      chart: chart.kundli,
      birth: chart.birthUtc,
      at,
      ...(sadeSatiScan === undefined ? {} : { sadeSatiScan }),
    }),
  });
}
