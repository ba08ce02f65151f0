import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { angleDifference } from './angles';
import { BODY_GRAHAS, type Graha } from './grahas';
import { kundli, type Kundli } from './kundli';
import { nakshatraOf } from './nakshatra';
import { signOf } from './zodiac';

// Swiss Ephemeris is AGPL: it is only ever spawned here as the external `swetest` program
// (Debian package `swetest`), never imported, linked or shipped.
const hasSwetest = spawnSync('swetest', ['-h'], { stdio: 'ignore' }).error === undefined;
if (!hasSwetest) {
  console.warn(
    '\n*** kundli.swetest.test.ts NOT RUN: `swetest` is not installed (apt-get install -y swetest). ***\n',
  );
}

const MOMENTS = 240;
const ARCMINUTE = 1 / 60;
/** Below this |speed| (°/day) a body is stationary and the retrograde flag may differ. */
const STATIONARY_SPEED = 0.002;

/** mulberry32: a tiny deterministic generator so the moments are the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Moment {
  readonly utc: Date;
  readonly latitude: number;
  readonly longitude: number;
}

function moments(): Moment[] {
  const random = generator(20240611);
  const start = Date.UTC(1900, 0, 1);
  const end = Date.UTC(2100, 11, 31, 23, 59, 59);
  return Array.from({ length: MOMENTS }, () => ({
    // Whole seconds, because swetest takes HH:MM:SS.
    utc: new Date(Math.floor((start + random() * (end - start)) / 1000) * 1000),
    latitude: Math.round((random() * 120 - 60) * 1e4) / 1e4,
    longitude: Math.round((random() * 360 - 180) * 1e4) / 1e4,
  }));
}

function swetestArgs(m: Moment): string[] {
  const d = m.utc;
  const date = `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
  const time = `${d.getUTCHours()}:${d.getUTCMinutes()}:${d.getUTCSeconds()}`;
  // -sid1 Lahiri, -emos Moshier (no data files needed), -fPls name/longitude/speed, W = whole sign.
  return [
    `-b${date}`,
    `-ut${time}`,
    '-p0123456mt',
    '-sid1',
    '-fPls',
    '-head',
    `-house${m.longitude},${m.latitude},W`,
    '-emos',
  ];
}

type Reference = Map<string, { longitude: number; speed: number }>;

/** One shell process runs swetest for every moment, keeping the suite to a second or two. */
function runSwetest(all: readonly Moment[]): Reference[] {
  const script = all
    .map(
      (m, index) =>
        `echo '@@ ${index}'; swetest ${swetestArgs(m)
          .map((a) => `'${a}'`)
          .join(' ')}`,
    )
    .join('\n');
  const output = execFileSync('sh', ['-c', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const references: Reference[] = [];
  let current: Reference | undefined;
  for (const line of output.split('\n')) {
    if (line.startsWith('@@ ')) {
      current = new Map();
      references.push(current);
      continue;
    }
    const match = /^(\S.*?)\s{2,}(-?\d+\.\d+)\s+(-?\d+\.\d+)/.exec(line);
    if (match && current) {
      current.set((match[1] ?? '').trim(), {
        longitude: Number(match[2]),
        speed: Number(match[3]),
      });
    }
  }
  return references;
}

const SWETEST_NAME: Record<Graha, string> = {
  Sun: 'Sun',
  Moon: 'Moon',
  Mars: 'Mars',
  Mercury: 'Mercury',
  Jupiter: 'Jupiter',
  Venus: 'Venus',
  Saturn: 'Saturn',
  Rahu: 'mean Node',
  Ketu: 'mean Node',
};

function nearBoundary(longitude: number, width: number): boolean {
  const distance = ((longitude % width) + width) % width;
  return Math.min(distance, width - distance) < ARCMINUTE;
}

describe.runIf(hasSwetest)('kundli against Swiss Ephemeris swetest (Lahiri, Moshier)', () => {
  const all = moments();
  const references = hasSwetest ? runSwetest(all) : [];
  const charts: Kundli[] = all.map((m) => kundli(m));
  const trueNodeCharts: Kundli[] = all.map((m) => kundli({ ...m, node: 'true' }));
  const maxError = new Map<string, number>();

  function reference(index: number, name: string): { longitude: number; speed: number } {
    const value = references[index]?.get(name);
    if (!value) throw new Error(`swetest gave no "${name}" for moment ${index}`);
    return value;
  }

  function compare(label: string, ours: number, theirs: number): void {
    const error = Math.abs(angleDifference(ours, theirs));
    maxError.set(label, Math.max(maxError.get(label) ?? 0, error));
    expect(error, `${label}: ours ${ours} vs swetest ${theirs}`).toBeLessThan(ARCMINUTE);
  }

  function compareDivisions(label: string, ours: Kundli['ascendant'], theirs: number): void {
    if (!nearBoundary(theirs, 30)) expect(ours.sign, `${label} sign`).toBe(signOf(theirs));
    if (!nearBoundary(theirs, 40 / 3)) {
      expect(ours.nakshatra, `${label} nakshatra`).toBe(nakshatraOf(theirs).nakshatra);
    }
    if (!nearBoundary(theirs, 10 / 3))
      expect(ours.pada, `${label} pada`).toBe(nakshatraOf(theirs).pada);
  }

  it(`ran swetest for all ${MOMENTS} moments`, () => {
    expect(references).toHaveLength(MOMENTS);
  });

  it('matches every longitude, sign, nakshatra and pada within 1 arcminute', () => {
    charts.forEach((chart, index) => {
      for (const graha of [...BODY_GRAHAS, 'Rahu', 'Ketu'] as const) {
        const ref = reference(index, SWETEST_NAME[graha]);
        const theirs = graha === 'Ketu' ? (ref.longitude + 180) % 360 : ref.longitude;
        compare(graha, chart.planets[graha].longitude, theirs);
        compareDivisions(`${graha} #${index}`, chart.planets[graha], theirs);
      }
      const ascendant = reference(index, 'Ascendant').longitude;
      compare('Ascendant', chart.ascendant.longitude, ascendant);
      compareDivisions(`Ascendant #${index}`, chart.ascendant, ascendant);
    });
  });

  it('matches the true node within 1 arcminute when asked for it', () => {
    trueNodeCharts.forEach((chart, index) => {
      compare(
        'Rahu (true node)',
        chart.planets.Rahu.longitude,
        reference(index, 'true Node').longitude,
      );
    });
  });

  it('matches the retrograde flags to the sign of swetest speed', () => {
    charts.forEach((chart, index) => {
      for (const graha of [...BODY_GRAHAS, 'Rahu'] as const) {
        const { speed } = reference(index, SWETEST_NAME[graha]);
        if (Math.abs(speed) < STATIONARY_SPEED) continue;
        expect(chart.planets[graha].retrograde, `${graha} #${index}`).toBe(speed < 0);
      }
    });
  });

  it('reports the largest errors', () => {
    const lines = [...maxError].map(
      ([label, error]) => `${label.padEnd(18)} ${(error * 3600).toFixed(2)}"`,
    );
    console.log(`Max |ours − swetest| over ${MOMENTS} moments (1900–2100):\n${lines.join('\n')}`);
    expect(maxError.size).toBeGreaterThan(0);
  });
});
