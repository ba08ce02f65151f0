import { SIGNS, type SignName } from './zodiac';

/**
 * First day of each tropical sun sign as [month, day], index 0 = Aries. These are the
 * conventional, year-independent dates that "sign by date of birth" pages use; the real ingress
 * shifts by up to a day between years, which a date-only input cannot resolve anyway.
 */
export const SUN_SIGN_START: readonly (readonly [number, number])[] = [
  [3, 21],
  [4, 20],
  [5, 21],
  [6, 21],
  [7, 23],
  [8, 23],
  [9, 23],
  [10, 23],
  [11, 22],
  [12, 22],
  [1, 20],
  [2, 19],
];

/** Western tropical sun sign (1–12, 1 = Aries) of a calendar day. */
export function sunSignOf(month: number, day: number): number {
  // Walk back from the given day to the latest sign start on or before it.
  const dayOfYear = month * 100 + day;
  let best = 10; // Capricorn covers late December through the 19th of January.
  let bestKey = -1;
  SUN_SIGN_START.forEach(([startMonth, startDay], index) => {
    const key = startMonth * 100 + startDay;
    if (key <= dayOfYear && key > bestKey) {
      best = index + 1;
      bestKey = key;
    }
  });
  return best;
}

export function sunSignName(month: number, day: number): SignName {
  return SIGNS[sunSignOf(month, day) - 1] ?? 'aries';
}
