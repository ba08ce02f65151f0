import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { AstroInputError } from './errors';
import { SADE_SATI_RULE, sadeSati, sadeSatiAt } from './sade-sati';
import { signTimeline } from './sign-ingresses';
import { itemAt } from './list';

const DAY_MS = 86_400_000;
const near = (iso: string | undefined, expected: string, days: number): void => {
  expect(iso).toBeDefined();
  expect(Math.abs(Date.parse(iso ?? '') - Date.parse(expected)) / DAY_MS).toBeLessThan(days);
};

describe('sadeSati', () => {
  // Moon in Aquarius (305°). Saturn's Lahiri ingresses as published by Indian almanacs:
  // Capricorn 24 Jan 2020, Aquarius 29 Apr 2022, back to Capricorn 12 Jul 2022, Aquarius again
  // 17 Jan 2023, Pisces 29 Mar 2025.
  const result = sadeSati({
    birth: '1990-05-17T04:30:00Z',
    moonLongitude: 305,
    at: '2024-01-01T00:00:00Z',
  });
  const third = result.periods.find((p) => p.start.startsWith('2020'));

  it('carries its rule and the Moon sign', () => {
    expect(result.rule).toBe(SADE_SATI_RULE);
    expect(result.moonSign).toBe(11);
  });

  it('follows Saturn into the 12th, 1st and 2nd signs with the retrograde re-entry', () => {
    expect(third?.phases.map((p) => [p.phase, p.saturnSign])).toEqual([
      ['rising', 10],
      ['peak', 11],
      ['rising', 10],
      ['peak', 11],
      ['setting', 12],
    ]);
    near(third?.phases[0]?.start, '2020-01-24T12:00:00Z', 1);
    near(third?.phases[1]?.start, '2022-04-29T12:00:00Z', 1);
    near(third?.phases[2]?.start, '2022-07-12T12:00:00Z', 1);
    near(third?.phases[3]?.start, '2023-01-17T12:00:00Z', 1);
    near(third?.phases[4]?.start, '2025-03-29T12:00:00Z', 1);
    third?.phases.slice(1).forEach((p, i) => {
      expect(p.start).toBe(itemAt(third.phases, i).end);
    });
  });

  it('reports the current phase and period at the given instant', () => {
    expect(result.current.phase).toBe('peak');
    expect(result.current.period).toEqual(third);
    const none = sadeSati({
      birth: '1990-05-17T04:30:00Z',
      moonLongitude: 305,
      at: '2010-01-01T00:00:00Z',
    });
    expect(none.current).toEqual({ phase: 'none', period: null });
  });

  it('answers a kept scan at another instant exactly as a fresh scan would', () => {
    for (const at of ['2010-01-01T00:00:00Z', '2022-05-01T00:00:00Z', '2026-01-01T00:00:00Z']) {
      const fresh = sadeSati({ birth: '1990-05-17T04:30:00Z', moonLongitude: 305, at });
      expect(sadeSatiAt(result, at)).toEqual(fresh);
    }
    expect(sadeSatiAt(result, '2022-05-01T00:00:00Z').current.phase).toBe('peak');
    expect(sadeSatiAt(result, '2025-06-01T00:00:00Z').current.phase).toBe('setting');
  });

  it('lists every period of a 100-year life, grouped into ~30-year cycles', () => {
    // Birth at 1990 with Saturn in Capricorn: a Sade Sati already running at birth (cycle 1),
    // then 2020–2027 and 2049–2057 and 2079–2086.
    const cycles = [...new Set(result.periods.map((p) => p.cycle))];
    expect(cycles).toEqual([1, 2, 3, 4]);
    expect(Date.parse(itemAt(result.periods, 0).start)).toBeLessThan(
      Date.parse('1990-05-17T04:30:00Z'),
    );
    for (const p of result.periods) {
      expect(Date.parse(p.end)).toBeGreaterThan(Date.parse(p.start));
      expect(p.start).toBe(itemAt(p.phases, 0).start);
      expect(p.end).toBe(itemAt(p.phases, -1).end);
    }
    const starts = result.periods.filter(
      (p, i, all) => i === 0 || itemAt(all, i - 1).cycle !== p.cycle,
    );
    expect(starts.map((p) => p.start.slice(0, 4))).toEqual(['1990', '2020', '2049', '2079']);
  });

  it('rejects bad input', () => {
    expect(() => sadeSati({ birth: 'yesterday', moonLongitude: 1, at: new Date(0) })).toThrow(
      AstroInputError,
    );
    expect(() =>
      sadeSati({ birth: '1990-01-01T00:00:00Z', moonLongitude: 400, at: '2000-01-01T00:00:00Z' }),
    ).toThrow(AstroInputError);
  });
});

const hasSwetest = spawnSync('swetest', ['-h'], { stdio: 'ignore' }).error === undefined;

describe.runIf(hasSwetest)('Saturn sign timeline against swetest (daily, 1960–2040)', () => {
  it('finds every sign change (retrograde ones too) on the day swetest sees it, within an hour', () => {
    const from = Date.UTC(1960, 0, 1);
    const days = 80 * 365;
    // Swiss Ephemeris is AGPL: only spawned as an external program, never linked.
    const output = execFileSync(
      'swetest',
      ['-b1.1.1960', '-ut0:00', '-p6', '-sid1', '-fPl', '-head', '-emos', `-n${days}`, '-s1'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const daily = output
      .split('\n')
      .map((line) => /^Saturn\s+(-?\d+\.\d+)/.exec(line))
      .filter((m) => m !== null)
      .map((m) => Number(m[1]));
    expect(daily).toHaveLength(days);
    // Their changes of sign between consecutive days.
    const theirs: { day: number; sign: number }[] = [];
    for (let d = 1; d < days; d++) {
      const [a, b] = [Math.floor(itemAt(daily, d - 1) / 30), Math.floor(itemAt(daily, d) / 30)];
      if (a !== b) theirs.push({ day: d, sign: b + 1 });
    }
    const ours = signTimeline('Saturn', from, from + (days - 1) * DAY_MS).ingresses;
    expect(ours.map((i) => i.sign)).toEqual(theirs.map((t) => t.sign));
    ours.forEach((ingress, k) => {
      // swetest's change lies in the day before its sample.
      const dayOfOurs = (ingress.ms - from) / DAY_MS;
      expect(dayOfOurs).toBeGreaterThan(itemAt(theirs, k).day - 1 - 1 / 24);
      expect(dayOfOurs).toBeLessThan(itemAt(theirs, k).day + 1 / 24);
    });
    expect(ours.some((i) => i.retrograde)).toBe(true);

    // At each of our instants swetest's Saturn stands on the boundary: the distance over its
    // speed is our timing error.
    let maxMinutes = 0;
    for (const ingress of ours) {
      const d = new Date(Math.round(ingress.ms / 1000) * 1000);
      const line = execFileSync(
        'swetest',
        [
          `-b${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`,
          `-ut${d.getUTCHours()}:${d.getUTCMinutes()}:${d.getUTCSeconds()}`,
          '-p6',
          '-sid1',
          '-fPls',
          '-head',
          '-emos',
        ],
        { encoding: 'utf8' },
      );
      const [, lon, speed] = /^Saturn\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)/.exec(line) ?? [];
      const boundary = (ingress.retrograde ? ingress.sign : ingress.sign - 1) * 30;
      const offset = ((Number(lon) - boundary + 540) % 360) - 180;
      const minutes = Math.abs(offset / Number(speed)) * 1440;
      maxMinutes = Math.max(maxMinutes, minutes);
      expect(minutes, `ingress ${d.toISOString()} into ${ingress.sign}`).toBeLessThan(60);
    }
    console.log(
      `Saturn ingresses 1960–2040: max timing error vs swetest ${maxMinutes.toFixed(1)} min`,
    );
  }, 60_000);
});
