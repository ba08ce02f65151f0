import type { GocharaDay } from '@lumus/astro/gochara';

/** Today and tomorrow are all that is asked for; a few more dates cover a change of day. */
const KEPT_DAYS = 4;

/**
 * A day's gochara depends on its date alone (positions at Ujjain sunrise), so every horoscope page
 * of a date shares one computation (~8 ms) instead of one per request.
 */
export class GocharaCache {
  private readonly days = new Map<string, GocharaDay>();

  constructor(private readonly compute: (date: string) => GocharaDay) {}

  get(date: string): GocharaDay {
    const known = this.days.get(date);
    if (known !== undefined) return known;
    const day = this.compute(date);
    this.days.set(date, day);
    while (this.days.size > KEPT_DAYS) {
      const oldest = this.days.keys().next().value;
      if (oldest === undefined) break;
      this.days.delete(oldest);
    }
    return day;
  }
}
