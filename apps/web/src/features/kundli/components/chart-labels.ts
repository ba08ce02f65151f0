import type { Graha } from '@lumus/astro/grahas';
import type { KundliData } from '@lumus/contract/astrology/birth-details';
import type { TFunction } from 'i18next';

type ChartPlacements = Pick<KundliData, 'ascendant' | 'planets'>;

/** A planet as the charts write it: the translated abbreviation, "(R)" when retrograde. */
export function planetMark(t: TFunction, chart: ChartPlacements, graha: Graha): string {
  const abbreviation = t(`astro.planet_abbr.${graha}`);
  // The nodes always move backwards; marking them would say nothing.
  const retrograde = chart.planets[graha].retrograde && graha !== 'Rahu' && graha !== 'Ketu';
  return retrograde ? `${abbreviation}(${t('astro.retrograde_abbr')})` : abbreviation;
}

/** Chunks marks into lines of `perLine`, so a crowded house stays inside its box. */
export function linesOf(marks: readonly string[], perLine: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < marks.length; i += perLine) lines.push(marks.slice(i, i + perLine).join(' '));
  return lines;
}
