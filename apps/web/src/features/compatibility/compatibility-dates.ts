import { EARLIEST_BIRTH_DATE, isRealCalendarDate } from '@lumus/contract/compatibility';

/** Query-string names of the shareable URL: `/compatibility?you=1990-04-12&partner=1992-09-30`. */
export const YOU_PARAM = 'you';
export const PARTNER_PARAM = 'partner';

export type DateProblem = 'required' | 'invalid' | 'too_early' | 'future';

/** The local calendar day, as the date input shows it (not UTC: a user east of UTC is ahead). */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Why a date of birth cannot be scored, or null when it can; mirrors the server's rules. */
export function dateProblem(text: string, today: string): DateProblem | null {
  if (text === '') return 'required';
  if (!isRealCalendarDate(text)) return 'invalid';
  if (text < EARLIEST_BIRTH_DATE) return 'too_early';
  if (text > today) return 'future';
  return null;
}

export interface DatePair {
  you: string;
  partner: string;
}

/** The pair named by a URL's query string, when both dates are present. */
export function datesOfSearch(search: URLSearchParams): DatePair | null {
  const you = search.get(YOU_PARAM)?.trim() ?? '';
  const partner = search.get(PARTNER_PARAM)?.trim() ?? '';
  return you === '' || partner === '' ? null : { you, partner };
}
