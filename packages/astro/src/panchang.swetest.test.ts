import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { angleDifference, normalizeDegrees } from './angles';
import { panchang, type Panchang } from './panchang';

// Swiss Ephemeris is AGPL: it is only ever spawned here as the external `swetest` program
// (Debian package `swetest`), never imported, linked or shipped.
const hasSwetest = spawnSync('swetest', ['-h'], { stdio: 'ignore' }).error === undefined;
if (!hasSwetest) {
  console.warn(
    '\n*** panchang.swetest.test.ts NOT RUN: `swetest` is not installed (apt-get install -y swetest). ***\n',
  );
}

const PLACES = [
  { name: 'Delhi', latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' },
  { name: 'Mumbai', latitude: 19.076, longitude: 72.8777, timeZone: 'Asia/Kolkata' },
  { name: 'Chennai', latitude: 13.0827, longitude: 80.2707, timeZone: 'Asia/Kolkata' },
  { name: 'Berlin', latitude: 52.52, longitude: 13.405, timeZone: 'Europe/Berlin' },
  { name: 'Munich', latitude: 48.1351, longitude: 11.582, timeZone: 'Europe/Berlin' },
  { name: 'New York', latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' },
  { name: 'Oslo', latitude: 59.9139, longitude: 10.7522, timeZone: 'Europe/Oslo' },
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, timeZone: 'Australia/Sydney' },
] as const;

/** 26 dates: two a month over 2025–2026 (Oslo in spring among them) and two far from today. */
const DATES = [
  ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-05`),
  ...Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-20`),
  '1950-08-15',
  '2080-03-21',
];

const MINUTE_MS = 60_000;
const ANGLE_OF = {
  tithi: { width: 12, angle: (sun: number, moon: number) => normalizeDegrees(moon - sun) },
  karana: { width: 6, angle: (sun: number, moon: number) => normalizeDegrees(moon - sun) },
  nakshatra: { width: 40 / 3, angle: (_sun: number, moon: number) => moon },
  yoga: { width: 40 / 3, angle: (sun: number, moon: number) => normalizeDegrees(sun + moon) },
} as const;
type Element = keyof typeof ANGLE_OF;

function utcArgs(ms: number): string[] {
  const d = new Date(Math.round(ms / 1000) * 1000);
  return [
    `-b${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`,
    `-ut${d.getUTCHours()}:${d.getUTCMinutes()}:${d.getUTCSeconds()}`,
  ];
}

/** Runs every command in one shell process; returns each command's output lines. */
function runAll(commands: readonly string[][]): string[][] {
  const script = commands
    .map((args, i) => `echo '@@ ${i}'; swetest ${args.map((a) => `'${a}'`).join(' ')}`)
    .join('\n');
  const output = execFileSync('sh', ['-c', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const blocks: string[][] = [];
  for (const line of output.split('\n')) {
    if (line.startsWith('@@ ')) blocks.push([]);
    else blocks.at(-1)?.push(line);
  }
  return blocks;
}

/** `rise  1.03.2024  01:16:03.9  set ...` → instants of every rise and set in the block. */
function riseSetEvents(lines: readonly string[]): { rise: number[]; set: number[] } {
  const events = { rise: [] as number[], set: [] as number[] };
  const pattern = /(rise|set)\s+(\d+)\.(\d+)\.(\d+)\s+(\d+):(\d+):(\d+(?:\.\d+)?)/g;
  for (const line of lines) {
    for (const m of line.matchAll(pattern)) {
      const [, kind, d, mo, y, h, mi, s] = m;
      const ms =
        Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) + Number(s) * 1000;
      events[kind as 'rise' | 'set'].push(ms);
    }
  }
  return events;
}

function nearest(candidates: readonly number[], ms: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const c of candidates) if (Math.abs(c - ms) < Math.abs(best - ms)) best = c;
  return best;
}

/** swetest runs ~700 times (one shell process); allow for a busy machine. */
const SWETEST_TIMEOUT_MS = 60_000;

describe.runIf(hasSwetest)('panchang against Swiss Ephemeris swetest (Lahiri, Moshier)', () => {
  const days: { label: string; place: (typeof PLACES)[number]; result: Panchang }[] = [];
  for (const place of PLACES) {
    for (const date of DATES) {
      days.push({ label: `${place.name} ${date}`, place, result: panchang({ ...place, date }) });
    }
  }
  const maxError = new Map<string, number>();
  function record(label: string, errorMs: number): number {
    const minutes = Math.abs(errorMs) / MINUTE_MS;
    maxError.set(label, Math.max(maxError.get(label) ?? 0, minutes));
    return minutes;
  }

  it(
    'has sunrise and sunset within 1 minute, moonrise and moonset within 2 minutes',
    () => {
      const commands = days.flatMap(({ place, result }) => {
        const from = utcArgs(Date.parse(result.reference) - 14 * 60 * MINUTE_MS);
        const geo = `-geopos${place.longitude},${place.latitude},0`;
        return [
          [...from, '-rise', '-p0', geo, '-n3', '-emos', '-head'],
          [...from, '-rise', '-p1', geo, '-n3', '-emos', '-head'],
        ];
      });
      const blocks = runAll(commands);
      days.forEach(({ label, result }, i) => {
        const sun = riseSetEvents(blocks[2 * i] ?? []);
        const moon = riseSetEvents(blocks[2 * i + 1] ?? []);
        const checks = [
          ['sunrise', result.sunrise, sun.rise, 1],
          ['sunset', result.sunset, sun.set, 1],
          ['moonrise', result.moonrise, moon.rise, 2],
          ['moonset', result.moonset, moon.set, 2],
        ] as const;
        for (const [name, ours, theirs, limit] of checks) {
          if (ours === null) continue;
          const ms = Date.parse(ours);
          const error = record(name, ms - nearest(theirs, ms));
          expect(error, `${label} ${name} ${ours}`).toBeLessThan(limit);
        }
      });
    },
    SWETEST_TIMEOUT_MS,
  );

  it(
    'has tithi, nakshatra, yoga and karana end times within 2 minutes',
    () => {
      // The instant where swetest's angle crosses our boundary, by linear interpolation between
      // swetest positions 30 minutes either side of our end time.
      const ends = new Map<string, { element: Element; ms: number; number: number }>();
      for (const { result } of days) {
        for (const element of Object.keys(ANGLE_OF) as Element[]) {
          for (const p of result[element]) {
            const ms = Date.parse(p.end);
            ends.set(`${element} ${Math.round(ms / 1000)}`, { element, ms, number: p.number });
          }
        }
      }
      const list = [...ends.values()];
      const blocks = runAll(
        list.map(({ ms }) => [
          ...utcArgs(ms - 30 * MINUTE_MS),
          '-p01',
          '-sid1',
          '-fPl',
          '-head',
          '-emos',
          '-n2',
          '-s0.041666666666667',
        ]),
      );
      list.forEach(({ element, ms, number }, i) => {
        const values = (blocks[i] ?? [])
          .map((line) => /^(Sun|Moon)\s+(-?\d+\.\d+)/.exec(line))
          .filter((m) => m !== null)
          .map((m) => Number(m[2]));
        expect(
          values,
          `swetest output for ${element} at ${new Date(ms).toISOString()}`,
        ).toHaveLength(4);
        const [sun0, moon0, sun1, moon1] = values as [number, number, number, number];
        const { width, angle } = ANGLE_OF[element];
        const target = (number * width) % 360;
        const a0 = angleDifference(angle(sun0, moon0), target);
        const a1 = angleDifference(angle(sun1, moon1), target);
        const rounded = Math.round(ms / 1000) * 1000;
        const crossing = rounded - 30 * MINUTE_MS + (60 * MINUTE_MS * -a0) / (a1 - a0);
        const error = record(element, ms - crossing);
        expect(error, `${element} ${number} ends ${new Date(ms).toISOString()}`).toBeLessThan(2);
      });
      expect(list.length).toBeGreaterThan(200);
    },
    SWETEST_TIMEOUT_MS,
  );

  it('reports the largest errors', () => {
    const lines = [...maxError].map(
      ([label, minutes]) => `${label.padEnd(10)} ${(minutes * 60).toFixed(1)} s`,
    );
    console.log(
      `Max |ours − swetest| over ${PLACES.length} places × ${DATES.length} dates:\n${lines.join('\n')}`,
    );
    expect(maxError.size).toBeGreaterThan(0);
  });
});
