import { kaalSarp, type KaalSarp } from './kaal-sarp';
import type { Kundli } from './kundli';
import { MANGLIK_RULE, manglik, type ManglikResult } from './manglik';
import { sadeSati, type SadeSati } from './sade-sati';

export interface Doshas {
  readonly manglik: ManglikResult & { readonly rule: typeof MANGLIK_RULE };
  readonly kaalSarp: KaalSarp;
  readonly sadeSati: SadeSati;
}

export interface DoshasInput {
  readonly chart: Pick<Kundli, 'planets'>;
  /** Moment of birth (the kundli's). */
  readonly birth: Date | string;
  /** The caller's "now" for Sade Sati's current status (never read from the clock here). */
  readonly at: Date | string;
}

/** Manglik, Kaal Sarp and Sade Sati of a chart, each with the id of the rule it applies. */
export function doshas({ chart, birth, at }: DoshasInput): Doshas {
  return {
    manglik: { ...manglik(chart), rule: MANGLIK_RULE },
    kaalSarp: kaalSarp(chart),
    sadeSati: sadeSati({ birth, moonLongitude: chart.planets.Moon.longitude, at }),
  };
}
