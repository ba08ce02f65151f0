import { describe, expect, it } from 'vitest';
import { formatMessageTime, toDate } from './message-time';

const now = new Date('2026-03-10T15:30:00Z');
const en = { locale: 'en-IN', yesterday: 'Yesterday', now, timeZone: 'UTC' };
const de = { locale: 'de-DE', yesterday: 'Gestern', now, timeZone: 'UTC' };

describe('message time (spec §9)', () => {
  it('reads numbers below 1e12 as seconds and larger ones as milliseconds', () => {
    const ms = Date.parse('2026-03-10T09:05:00Z');
    expect(toDate(ms / 1000).toISOString()).toBe('2026-03-10T09:05:00.000Z');
    expect(toDate(ms).toISOString()).toBe('2026-03-10T09:05:00.000Z');
    expect(toDate(String(ms / 1000)).toISOString()).toBe('2026-03-10T09:05:00.000Z');
    expect(toDate('2026-03-10T09:05:00Z').getTime()).toBe(ms);
  });

  it('shows the time of day for a message of today', () => {
    expect(formatMessageTime('2026-03-10T09:05:00Z', de)).toBe('09:05');
    expect(formatMessageTime(Date.parse('2026-03-10T00:00:00Z') / 1000, de)).toBe('00:00');
    expect(formatMessageTime('2026-03-10T21:40:00Z', en).toLowerCase()).toMatch(/^09:40\s?pm$/);
  });

  it("says 'Yesterday' in the UI language for the calendar day before", () => {
    expect(formatMessageTime('2026-03-09T23:59:00Z', en)).toBe('Yesterday');
    expect(formatMessageTime('2026-03-09T00:01:00Z', de)).toBe('Gestern');
  });

  it('shows a short date for older messages, with the year only for another year', () => {
    expect(formatMessageTime('2026-03-08T12:00:00Z', en)).toBe('8 Mar');
    expect(formatMessageTime('2026-03-08T12:00:00Z', de)).toBe('8. März');
    expect(formatMessageTime('2025-12-31T12:00:00Z', en)).toBe('31 Dec 2025');
  });

  it('compares calendar days in the viewer time zone, not 24-hour spans', () => {
    // 01:00 in Kolkata on 11 March is still 10 March in UTC.
    const kolkata = { ...en, timeZone: 'Asia/Kolkata', now: new Date('2026-03-10T19:45:00Z') };
    expect(formatMessageTime('2026-03-10T18:00:00Z', kolkata)).toBe('Yesterday');
    expect(formatMessageTime('2026-03-10T19:00:00Z', kolkata).toLowerCase()).toMatch(
      /^12:30\s?am$/,
    );
  });

  it('handles the day after a month end and gives nothing for an invalid time', () => {
    const march1 = { ...en, now: new Date('2026-03-01T08:00:00Z') };
    expect(formatMessageTime('2026-02-28T20:00:00Z', march1)).toBe('Yesterday');
    expect(formatMessageTime('not a date', en)).toBe('');
  });
});
