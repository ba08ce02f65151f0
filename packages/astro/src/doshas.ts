import { kaalSarp, type KaalSarp } from './kaal-sarp';
import type { Kundli } from './kundli';
import { MANGLIK_RULE, manglik, type ManglikResult } from './manglik';
import { sadeSati, sadeSatiAt, type SadeSati } from './sade-sati';

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
  /** A Sade Sati scan of this chart kept from before (any `at`): reused instead of rescanning. */
  readonly sadeSatiScan?: SadeSati;
}

/** Manglik, Kaal Sarp and Sade Sati of a chart, each with the id of the rule it applies. */
export function doshas({ chart, birth, at, sadeSatiScan }: DoshasInput): Doshas {
  return {
    manglik: { ...manglik(chart), rule: MANGLIK_RULE },
    kaalSarp: kaalSarp(chart),
    sadeSati:
      sadeSatiScan === undefined
        ? sadeSati({ birth, moonLongitude: chart.planets.Moon.longitude, at })
        : sadeSatiAt(sadeSatiScan, at),
  };
}
