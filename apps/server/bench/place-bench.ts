/**
 * Birth-place search benchmark (run with tsx; not part of any test run):
 *   npx tsx apps/server/bench/place-bench.ts [durationMs=1500]
 *
 * Builds the real GeoNames index once, the way the server does (read the files, build, drop the
 * text), and reports its build time and what it keeps after a full GC: JS heap plus typed-array
 * memory (which `heapUsed` does not count). Then runs type-ahead queries (2 to 8 letters of real
 * city names) against it, next to a baseline measured in the same run: a linear scan over the
 * same places' pre-normalized names with the same ranking. The baseline is what the index saves;
 * both answer the same first result for every query.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPlaceIndex,
  openPlaceIndex,
  readPlaceSource,
  writePlaceIndexFile,
} from '../src/features/places/place-index';
import { searchText } from '../src/features/places/search-text';

// A full GC before each heap reading, without asking for `node --expose-gc`.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const retainedMb = () => {
  // Twice: after a single collection a run now and then still counted ~6 MB of freed buffers.
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / 1e6, arrays: usage.arrayBuffers / 1e6 };
};

const DURATION_MS = Number(process.argv[2] ?? 1500);
const CITIES = [
  'mumbai',
  'koln',
  'berlin',
  'bangalore',
  'sao paulo',
  'delhi',
  'new york',
  'zurich',
  'kolkata',
  'paris',
  'chennai',
  'munchen',
  'hyderabad',
  'lagos',
  'jaipur',
  'frankfurt',
];
const QUERIES = CITIES.flatMap((city) => [2, 3, 4, 6, 8].map((length) => city.slice(0, length)));

function measure(work: (query: string) => unknown): number {
  for (const query of QUERIES) work(query); // warm-up
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    work(QUERIES[count % QUERIES.length] ?? 'mu');
    count++;
  }
  return (count * 1000) / (performance.now() - started);
}

const before = retainedMb();
const buildStarted = performance.now();
const index = buildPlaceIndex(readPlaceSource());
const buildMs = performance.now() - buildStarted;
const after = retainedMb();
const heapMb = after.heap - before.heap;
const arraysMb = after.arrays - before.arrays;

// The index as the server opens it: from the file `npm run build` writes (decision 054).
const folder = mkdtempSync(join(tmpdir(), 'lumus-place-bench-'));
const file = join(folder, 'place-index.bin');
writePlaceIndexFile(file);
const beforeOpen = retainedMb();
const openStarted = performance.now();
const opened = openPlaceIndex(file);
const openMs = performance.now() - openStarted;
const afterOpen = retainedMb();
rmSync(folder, { recursive: true, force: true });
if (!opened.fromFile) throw new Error('the written place index file was not read');
const probes = [...QUERIES, 'springfield, illinois', 'frankfurt am', 'main', 'sant julia'];
const differing = probes.filter(
  (query) =>
    JSON.stringify(opened.index.search(query, 8)) !== JSON.stringify(index.search(query, 8)),
);

const source = readPlaceSource();

// Baseline: the places' names, normalized once, scanned in full for every query.
const rows = source.cities
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((cells) => (cells[17] ?? '') !== '')
  .map((cells) => ({ key: searchText(cells[1] ?? ''), population: Number(cells[14]) || 0 }));
function linearScan(query: string) {
  const prefix = searchText(query);
  const hits = rows.filter((row) => row.key.startsWith(prefix));
  hits.sort(
    (a, b) =>
      Math.log10(b.population + 10) +
      (b.key === prefix ? 1.5 : 0) -
      (Math.log10(a.population + 10) + (a.key === prefix ? 1.5 : 0)),
  );
  return hits.slice(0, 8);
}

const indexed = measure((query) => index.search(query, 8));
const baseline = measure(linearScan);
console.log(`Node ${process.version}, ${DURATION_MS} ms per row, ${QUERIES.length} queries`);
console.log(
  `place index: ${index.size.toLocaleString('en-US')} places, ${index.keyCount.toLocaleString('en-US')} keys, built in ${Math.round(buildMs)} ms (files read included), keeps ${heapMb.toFixed(1)} MB heap + ${arraysMb.toFixed(1)} MB typed arrays`,
);
console.log(
  `read from its file instead: ${Math.round(openMs)} ms, keeps ${(afterOpen.heap - beforeOpen.heap).toFixed(1)} MB heap + ${(afterOpen.arrays - beforeOpen.arrays).toFixed(1)} MB typed arrays; answers ${differing.length === 0 ? 'the same' : `differ for ${differing.join(', ')}`} for ${probes.length} queries`,
);
console.log(`${'operation'.padEnd(46)}${'per second'.padStart(14)}${'vs baseline'.padStart(14)}`);
for (const [name, perSecond] of [
  ['baseline: linear scan of normalized names', baseline],
  ['place search (index)', indexed],
] as const) {
  console.log(
    `${name.padEnd(46)}${Math.round(perSecond).toLocaleString('en-US').padStart(14)}${(perSecond / baseline).toFixed(1).padStart(13)}×`,
  );
}
