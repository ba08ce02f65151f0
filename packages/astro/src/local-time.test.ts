import { describe, expect, it } from 'vitest';
import { formatUtcOffset, isKnownTimeZone, utcOffsetAt } from './local-time';

describe('utcOffsetAt (IANA database through Intl)', () => {
  it('gives India its war-time +06:30 in 1943 and +05:30 today', () => {
    const war = utcOffsetAt('Asia/Kolkata', '1943-06-01', '12:00');
    expect(war).toEqual({
      offsetMinutes: 390,
      kind: 'exact',
      utc: new Date('1943-06-01T05:30:00Z'),
    });
    expect(utcOffsetAt('Asia/Kolkata', '1990-06-01', '12:00').offsetMinutes).toBe(330);
    // The old link name resolves to the same zone.
    expect(utcOffsetAt('Asia/Calcutta', '1943-06-01', '12:00').offsetMinutes).toBe(390);
  });

  it('tells German summer time from winter time', () => {
    expect(utcOffsetAt('Europe/Berlin', '2020-07-01', '12:00').offsetMinutes).toBe(120);
    expect(utcOffsetAt('Europe/Berlin', '2020-01-15', '12:00').offsetMinutes).toBe(60);
    // 1945: "double summer time" (+03:00) in Berlin.
    expect(utcOffsetAt('Europe/Berlin', '1945-06-01', '12:00').offsetMinutes).toBe(180);
  });

  it('reads a skipped time (spring-forward gap) with the offset before the jump', () => {
    // 28 March 2021, Berlin: 02:00 CET became 03:00 CEST; 02:30 never showed on a clock.
    expect(utcOffsetAt('Europe/Berlin', '2021-03-28', '02:30')).toEqual({
      offsetMinutes: 60,
      kind: 'gap',
      utc: new Date('2021-03-28T01:30:00Z'),
    });
    expect(utcOffsetAt('America/New_York', '2021-03-14', '02:30')).toEqual({
      offsetMinutes: -300,
      kind: 'gap',
      utc: new Date('2021-03-14T07:30:00Z'),
    });
  });

  it('takes the earlier instant of a repeated time (autumn fall-back)', () => {
    // 31 October 2021, Berlin: 02:30 happened at +02:00 and again at +01:00.
    expect(utcOffsetAt('Europe/Berlin', '2021-10-31', '02:30')).toEqual({
      offsetMinutes: 120,
      kind: 'ambiguous',
      utc: new Date('2021-10-31T00:30:00Z'),
    });
    expect(utcOffsetAt('Europe/Berlin', '2021-10-31', '03:00').kind).toBe('exact');
  });

  it('handles the edges of a transition exactly', () => {
    expect(utcOffsetAt('Europe/Berlin', '2021-03-28', '01:59').offsetMinutes).toBe(60);
    expect(utcOffsetAt('Europe/Berlin', '2021-03-28', '03:00')).toMatchObject({
      offsetMinutes: 120,
      kind: 'exact',
    });
  });

  it('rejects malformed input and unknown zones', () => {
    expect(() => utcOffsetAt('Europe/Berlin', '2021-3-1', '12:00')).toThrow(RangeError);
    expect(() => utcOffsetAt('Europe/Berlin', '2021-03-01', '1200')).toThrow(RangeError);
    expect(() => utcOffsetAt('Mars/Olympus', '2021-03-01', '12:00')).toThrow(RangeError);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
  });

  it('formats offsets as ISO 8601', () => {
    expect(formatUtcOffset(390)).toBe('+06:30');
    expect(formatUtcOffset(-210)).toBe('-03:30');
    expect(formatUtcOffset(0)).toBe('+00:00');
  });
});
