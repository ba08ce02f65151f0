import { AstroInputError } from './errors';

/** Years the engine accepts; 1900–2100 is verified against the Swiss Ephemeris in tests. */
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2200;

// A date-time must carry its zone: without one JavaScript would silently use the server's zone.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function checkRange(date: Date, field: string): Date {
  const year = date.getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new AstroInputError(
      'DATE_OUT_OF_RANGE',
      field,
      `${field} must be between ${MIN_YEAR} and ${MAX_YEAR}, got year ${year}`,
    );
  }
  return date;
}

function isRealCalendarDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Accepts a valid Date or an ISO 8601 date-time with `Z` or an offset; returns the instant. */
export function parseInstant(value: Date | string, field = 'utc'): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) {
      throw new AstroInputError('INVALID_DATE', field, `${field} is an invalid Date`);
    }
    return checkRange(value, field);
  }
  const match = ISO_DATE_TIME.exec(value);
  if (!match) {
    throw new AstroInputError(
      'INVALID_DATE',
      field,
      `${field} must be an ISO 8601 date-time with a zone, e.g. 1990-05-17T04:30:00Z, got "${value}"`,
    );
  }
  const [, y, mo, d, h, mi, s] = match;
  const valid =
    isRealCalendarDay(Number(y), Number(mo), Number(d)) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s ?? '0') < 60;
  if (!valid) {
    throw new AstroInputError(
      'INVALID_DATE',
      field,
      `${field} is not a real date and time: "${value}"`,
    );
  }
  return checkRange(new Date(value), field);
}

/** Accepts a valid Date (its UTC calendar day is used) or `YYYY-MM-DD`; returns month and day. */
export function parseCalendarDate(
  value: Date | string,
  field: string,
): { year: number; month: number; day: number } {
  if (value instanceof Date) {
    const date = parseInstant(value, field);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const match = ISO_DATE.exec(value);
  const [, y, m, d] = match ?? [];
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (!match || !isRealCalendarDay(year, month, day)) {
    throw new AstroInputError(
      'INVALID_DATE',
      field,
      `${field} must be a real calendar date as YYYY-MM-DD, got "${value}"`,
    );
  }
  checkRange(new Date(Date.UTC(year, month - 1, day)), field);
  return { year, month, day };
}

function checkFinite(value: number, field: string, code: AstroInputError['code']): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new AstroInputError(
      code,
      field,
      `${field} must be a finite number, got ${String(value)}`,
    );
  }
}

/** Latitude in degrees, north positive. The poles are excluded: no ascendant exists there. */
export function checkLatitude(latitude: number, field = 'latitude'): number {
  checkFinite(latitude, field, 'INVALID_LATITUDE');
  if (latitude <= -90 || latitude >= 90) {
    throw new AstroInputError(
      'INVALID_LATITUDE',
      field,
      `${field} must be between -90 and 90 degrees (poles excluded), got ${latitude}`,
    );
  }
  return latitude;
}

/** Longitude in degrees, east positive. */
export function checkLongitude(longitude: number, field = 'longitude'): number {
  checkFinite(longitude, field, 'INVALID_LONGITUDE');
  if (longitude < -180 || longitude > 180) {
    throw new AstroInputError(
      'INVALID_LONGITUDE',
      field,
      `${field} must be between -180 and 180 degrees (east positive), got ${longitude}`,
    );
  }
  return longitude;
}

/** A sidereal Moon longitude for match-making, degrees in [0, 360). */
export function checkMoonLongitude(longitude: number, field: string): number {
  checkFinite(longitude, field, 'INVALID_MOON_LONGITUDE');
  if (longitude < 0 || longitude >= 360) {
    throw new AstroInputError(
      'INVALID_MOON_LONGITUDE',
      field,
      `${field} must be a sidereal longitude in [0, 360), got ${longitude}`,
    );
  }
  return longitude;
}
