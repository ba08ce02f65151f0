/**
 * Throughput of the engine next to a bare astronomy-engine baseline measured in the same run,
 * so the figures can be compared across machines. Run: npx tsx packages/astro/bench/astro-bench.ts
 */
import { Body, Ecliptic, GeoVector, MakeTime } from 'astronomy-engine';
import { compatibility } from '../src/compatibility';
import { gunaMilan } from '../src/guna-milan';
import { kundli } from '../src/kundli';

const DURATION_MS = 1500;
const START = Date.UTC(1950, 0, 1);
const SPAN = Date.UTC(2050, 0, 1) - START;

/** Calls `work(i)` with a fresh index until DURATION_MS passes; returns calls per second. */
function measure(work: (i: number) => unknown): number {
  for (let i = 0; i < 200; i++) work(i); // warm-up for the JIT
  let count = 0;
  let sink = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    for (let j = 0; j < 50; j++) {
      if (work(count++) !== undefined) sink++;
    }
  }
  const elapsed = performance.now() - started;
  if (sink < 0) console.log(sink); // keeps the results observable
  return (count * 1000) / elapsed;
}

const instant = (i: number): Date => new Date(START + ((i * 7919) % 100_000) * (SPAN / 100_000));

const rows: [string, number][] = [
  [
    'baseline: Ecliptic(GeoVector(Sun))',
    measure((i) => Ecliptic(GeoVector(Body.Sun, MakeTime(instant(i)), true))),
  ],
  [
    'baseline: 7 bodies × 2 (what a kundli needs)',
    measure((i) => {
      const time = MakeTime(instant(i));
      const later = time.AddDays(1 / 1440);
      let sum = 0;
      for (const body of [
        Body.Sun,
        Body.Moon,
        Body.Mars,
        Body.Mercury,
        Body.Jupiter,
        Body.Venus,
        Body.Saturn,
      ]) {
        sum +=
          Ecliptic(GeoVector(body, time, true)).elon + Ecliptic(GeoVector(body, later, true)).elon;
      }
      return sum;
    }),
  ],
  [
    'kundli (mean node)',
    measure((i) => kundli({ utc: instant(i), latitude: 28.6, longitude: 77.2 })),
  ],
  [
    'kundli (true node)',
    measure((i) => kundli({ utc: instant(i), latitude: 28.6, longitude: 77.2, node: 'true' })),
  ],
  [
    'gunaMilan',
    measure((i) => gunaMilan({ longitude: (i * 37.7) % 360 }, { longitude: (i * 101.3) % 360 })),
  ],
  ['compatibility', measure((i) => compatibility(`1990-0${(i % 9) + 1}-1${i % 10}`, '1985-11-23'))],
];

const sun = rows[0]?.[1] ?? 1;
console.log(`Node ${process.version}, ${DURATION_MS} ms per row\n`);
console.log(
  `${'operation'.padEnd(46)}${'per second'.padStart(14)}${'vs Sun baseline'.padStart(18)}`,
);
for (const [name, perSecond] of rows) {
  console.log(
    `${name.padEnd(46)}${Math.round(perSecond).toLocaleString('en-US').padStart(14)}${(perSecond / sun).toFixed(3).padStart(17)}×`,
  );
}
