/**
 * Throughput of the engine next to a bare astronomy-engine baseline measured in the same run,
 * so the figures can be compared across machines. Run: npx tsx packages/astro/bench/astro-bench.ts
 */
import { Body, Ecliptic, GeoVector, MakeTime } from 'astronomy-engine';
import { compatibility } from '../src/compatibility';
import { gunaMilan } from '../src/guna-milan';
import { doshas } from '../src/doshas';
import { gochara } from '../src/gochara';
import { kundli } from '../src/kundli';
import { panchang } from '../src/panchang';
import { sadeSati } from '../src/sade-sati';
import { vargaCharts } from '../src/vargas';
import { vimshottari } from '../src/vimshottari';

const DURATION_MS = 1500;
const START = Date.UTC(1950, 0, 1);
const SPAN = Date.UTC(2050, 0, 1) - START;

/** Calls `work(i)` with a fresh index until DURATION_MS passes; returns calls per second. */
function measure(work: (i: number) => unknown): number {
  // Warm-up for the JIT: 200 calls, or 300 ms for the slow rows (Sade Sati scans a century).
  const warmUp = performance.now();
  for (let i = 0; i < 200 && performance.now() - warmUp < 300; i++) work(i);
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

const isoDay = (i: number): string => instant(i).toISOString().slice(0, 10);

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
    'kundli + vimshottari + 7 vargas',
    measure((i) => {
      const chart = kundli({ utc: instant(i), latitude: 28.6, longitude: 77.2 });
      return [vimshottari(instant(i), chart.planets.Moon.longitude), vargaCharts(chart)];
    }),
  ],
  [
    'panchang (Delhi, any date)',
    measure((i) =>
      panchang({ date: isoDay(i), latitude: 28.6, longitude: 77.2, timeZone: 'Asia/Kolkata' }),
    ),
  ],
  ['gochara (12 Moon signs)', measure((i) => gochara(isoDay(i)))],
  [
    'sadeSati (100-year life)',
    measure((i) =>
      sadeSati({ birth: instant(i), moonLongitude: (i * 37.7) % 360, at: instant(i) }),
    ),
  ],
  [
    'doshas (manglik + kaal sarp + sade sati)',
    measure((i) => {
      const chart = kundli({ utc: instant(i), latitude: 28.6, longitude: 77.2 });
      return doshas({ chart, birth: instant(i), at: instant(i) });
    }),
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
