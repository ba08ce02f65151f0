import type { ManglikVerdict } from './match-making';

/**
 * Verdict on a guna-milan total (out of 36), the bands most Indian matching guides use:
 * below 18 not recommended, 18–24½ average, 25–32 good, above 32 excellent (totals move in ½). A Manglik dosha
 * (exactly one partner Manglik, `ManglikVerdict` 'dosha') lowers the verdict by one band, never
 * below 'notRecommended'; when both or neither are Manglik it changes nothing (cancellation rule
 * in README.md).
 */
export const VERDICTS = ['notRecommended', 'average', 'good', 'excellent'] as const;
export type MatchVerdict = (typeof VERDICTS)[number];

export function totalVerdict(total: number): MatchVerdict {
  if (total < 18) return 'notRecommended';
  if (total < 25) return 'average';
  if (total <= 32) return 'good';
  return 'excellent';
}

export function matchVerdict(total: number, manglik: ManglikVerdict): MatchVerdict {
  const band = VERDICTS.indexOf(totalVerdict(total));
  const lowered = manglik === 'dosha' ? Math.max(0, band - 1) : band;
  return VERDICTS[lowered] ?? 'notRecommended';
}
