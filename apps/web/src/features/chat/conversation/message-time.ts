/** Spec §9: numeric timestamps below 1e12 are seconds, larger ones milliseconds. */
const SECONDS_LIMIT = 1e12;

export type MessageTimestamp = string | number | Date;

export function toDate(timestamp: MessageTimestamp): Date {
  if (timestamp instanceof Date) return timestamp;
  if (typeof timestamp === 'number') {
    return new Date(timestamp < SECONDS_LIMIT ? timestamp * 1000 : timestamp);
  }
  // A numeric string (some stored records) follows the same rule as a number.
  if (/^\d+$/.test(timestamp)) return toDate(Number(timestamp));
  return new Date(timestamp);
}

export interface MessageTimeOptions {
  /** BCP 47 locale of the UI language, e.g. `en-IN` or `de-DE`. */
  locale: string;
  /** The translated word for yesterday. */
  yesterday: string;
  now?: Date;
  /** For tests; the browser's own zone otherwise. */
  timeZone?: string;
}

/** `YYYY-MM-DD` of an instant in a time zone, so days compare by the calendar, not by 24 h. */
function calendarDay(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const noonUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12);
  return new Date(noonUtc - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The time beside a chat message (spec §9): the time of day for today, 'Yesterday' for the day
 * before, otherwise a short date (with the year only when it is not this year's).
 */
export function formatMessageTime(
  timestamp: MessageTimestamp,
  options: MessageTimeOptions,
): string {
  const date = toDate(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const { locale, timeZone } = options;
  const now = options.now ?? new Date();
  const day = calendarDay(date, timeZone);
  const today = calendarDay(now, timeZone);
  if (day === today) {
    return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(
      date,
    );
  }
  if (day === dayBefore(today)) return options.yesterday;
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}
