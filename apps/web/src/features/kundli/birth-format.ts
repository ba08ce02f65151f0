import { dateLocale } from '../../lib/format/date-locale';
import { formatUtcOffset } from '@lumus/astro/local-time';

/** A calendar date `YYYY-MM-DD` in the reader's language (no time-zone shift: it is a date). */
export function formatBirthDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** Degrees within the sign as 12°34′ (the table's degree column). */
export function formatDegreeInSign(longitude: number): string {
  const inSign = longitude % 30;
  let degrees = Math.floor(inSign);
  let minutes = Math.round((inSign - degrees) * 60);
  if (minutes === 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}

export const formatOffset = formatUtcOffset;

/**
 * An instant as a date in the reader's language, in the birth place's zone: the zone is part of
 * the data, not the viewer's clock, so server and browser print the same text.
 */
export function formatInstantDate(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeZone }).format(
    new Date(iso),
  );
}
