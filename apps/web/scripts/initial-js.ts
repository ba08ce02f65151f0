/**
 * Initial JavaScript of the built app, gzipped: the entry script of dist/index.html plus every
 * chunk it modulepreloads (what a browser fetches before the first page can render; route chunks
 * and on-demand libraries come later). Prints each file and the total against the goal of issue 8.
 * A goal is reported, not enforced (a benchmark, not a test), so `npm run bench` goes on to the
 * next workspace's benchmarks either way; `npm run bench -w @lumus/web` runs it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 150;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error('initial-js: no dist/index.html; run `npm run build -w @lumus/web` first.');
  process.exit(2);
}
const html = readFileSync(indexFile, 'utf8');
const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
  (m) => m[1],
);
const files = [...new Set([...scripts, ...preloads])].filter((path) => path !== undefined);

let total = 0;
for (const path of files) {
  const bytes = readFileSync(join(dist, path.replace(/^\//, '')));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${path}`);
}
const totalKb = total / 1024;
const verdict = totalKb <= GOAL_KB ? 'within the goal' : 'OVER the goal';
console.log(
  `initial JS: ${totalKb.toFixed(1)} KB gzipped (goal <= ${GOAL_KB} KB, ${verdict}), ${files.length} files`,
);

// Not preloaded, but awaited before the first render all the same (main.tsx): the page's
// language texts and the device-trait readers of the hardware id step. Shown so the figure above
// is not mistaken for everything the first paint waits for.
const awaited = [
  ['English texts', /^en-[\w-]+\.js$/],
  ['device traits (hardware id)', /^device-traits-[\w-]+\.js$/],
] as const;
const assets = readdirSync(join(dist, 'assets'));
let awaitedTotal = 0;
for (const [label, pattern] of awaited) {
  const name = assets.find((file) => pattern.test(file));
  if (name === undefined) continue;
  const gz = gzipSync(readFileSync(join(dist, 'assets', name)), { level: 9 }).length;
  awaitedTotal += gz;
  console.log(
    `  ${(gz / 1024).toFixed(1).padStart(7)} KB gz  /assets/${name} (${label}, on demand)`,
  );
}
console.log(
  `before the first render in all: ${((total + awaitedTotal) / 1024).toFixed(1)} KB gzipped (initial JS plus the on-demand chunks above)`,
);
