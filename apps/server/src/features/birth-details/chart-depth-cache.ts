import { sadeSati, type SadeSati } from '@lumus/astro/sade-sati';
import type { BirthDetail } from '@lumus/contract/astrology/birth-details';
import type { ChartDepth } from '@lumus/contract/astrology/chart-depth';
import { chartDepth } from './chart-depth';

/** Enough for every chart opened in a busy hour; each scan is a few kilobytes. */
const KEPT_SCANS = 500;

type SavedChart = Pick<BirthDetail, 'id' | 'birthUtc' | 'kundli'>;

/**
 * `birthdetail/depth` for saved charts, keeping each chart's Sade Sati scan (~20–40 ms, most of
 * the work; the dasha and vargas take ~1 ms) in a bounded least-recently-used map. A saved row is
 * never edited (save and delete only), but the key holds the scan's own inputs besides the id,
 * so a chart whose birth instant or Moon changed would be scanned again, never answered stale.
 */
export class ChartDepthCache {
  private readonly scans = new Map<string, SadeSati>();

  constructor(
    private readonly kept = KEPT_SCANS,
    private readonly scanOf: typeof sadeSati = sadeSati,
  ) {}

  depth(chart: SavedChart, at: Date): ChartDepth {
    return chartDepth(chart, at, this.scan(chart, at));
  }

  get size(): number {
    return this.scans.size;
  }

  private scan(chart: SavedChart, at: Date): SadeSati {
    const moonLongitude = chart.kundli.planets.Moon.longitude;
    const key = `${chart.id}|${chart.birthUtc}|${moonLongitude}`;
    const known = this.scans.get(key);
    if (known !== undefined) {
      // Re-inserted, so the map's order is the order of last use.
      this.scans.delete(key);
      this.scans.set(key, known);
      return known;
    }
    const scan = this.scanOf({ birth: chart.birthUtc, moonLongitude, at });
    this.scans.set(key, scan);
    while (this.scans.size > this.kept) {
      const oldest = this.scans.keys().next().value;
      if (oldest === undefined) break;
      this.scans.delete(oldest);
    }
    return scan;
  }
}
