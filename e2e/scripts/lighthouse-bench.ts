/**
 * `npm run bench -w @lumus/e2e`: Lighthouse (mobile settings, its defaults: Moto G class device,
 * slow 4G, 4x CPU slowdown) with Debian's Chromium on home, the psychic list and a profile, against
 * the built app served by a freshly started real server. Prints performance and accessibility
 * beside the goals of issue 8 (>= 95 each). Needs `apps/web/dist` (`npm run build` first; the
 * web workspace's bench builds it just before this runs).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eConfig, inheritedServerEnv } from '../lib/config';
import { findFreePort } from '../lib/free-port';
import { copyBuiltWeb } from '../lib/built-web';
import { ARTIFACTS_DIR, E2E_DIR, WEB_INDEX_HTML } from '../lib/paths';
import { startServer } from '../lib/server-process';

const GOAL = 95;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'psychic list', path: '/chat-with-psychic' },
  // A seeded psychic (the routing tests' sample slug names nobody and shows "not found").
  { name: 'psychic profile', path: '/profile/lena-hoffmann' },
] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

type Report = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string } | undefined>;
  environment?: { benchmarkIndex?: number };
};

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

function runLighthouse(url: string, outputPath: string): Promise<void> {
  const bin = join(E2E_DIR, '..', 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
  ];
  return new Promise((resolveRun, reject) => {
    const child = spawn(bin, args, {
      env: { ...process.env, CHROME_PATH: e2eConfig.chromiumPath },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolveRun();
      else reject(new Error(`lighthouse exited with ${String(code)} for ${url}`));
    });
  });
}

function score(report: Report, category: string): number | null {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

function verdict(value: number | null): string {
  if (value === null) return 'n/a';
  return `${String(value)} ${value >= GOAL ? '(goal met)' : `(below the goal of ${String(GOAL)})`}`;
}

async function main(): Promise<void> {
  if (!existsSync(WEB_INDEX_HTML)) {
    console.error('lighthouse bench: no apps/web/dist; run `npm run build` first.');
    process.exitCode = 2;
    return;
  }
  if (!existsSync(e2eConfig.chromiumPath)) {
    console.log(`lighthouse bench: not run, no Chromium at ${e2eConfig.chromiumPath}`);
    return;
  }
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'lumus-lighthouse-'));
  const webDir = copyBuiltWeb(runDir);
  const port = await findFreePort();
  const server = await startServer({
    port,
    env: {
      ...inheritedServerEnv(),
      NODE_ENV: 'test',
      DATA_DIR: join(runDir, 'data'),
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
    },
    logFile: join(ARTIFACTS_DIR, `lighthouse-server-${String(port)}.log`),
  });
  try {
    console.log(`Lighthouse (mobile) against ${server.baseUrl}; goal >= ${String(GOAL)}`);
    for (const page of PAGES) {
      // Kept in e2e/artifacts for a closer look (Lighthouse's own viewer reads them).
      const output = join(ARTIFACTS_DIR, `lighthouse-${page.name.replace(/\W+/g, '-')}.json`);
      await runLighthouse(`${server.baseUrl}${page.path}`, output);
      const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
      console.log(
        `  ${page.name.padEnd(16)} performance ${verdict(score(report, 'performance'))}, accessibility ${verdict(score(report, 'accessibility'))}`,
      );
      const metrics = METRICS.map(
        ([id, label]) => `${label} ${report.audits[id]?.displayValue ?? 'n/a'}`,
      );
      console.log(`  ${''.padEnd(16)} ${metrics.join(', ')}`);
      // Lighthouse's own measure of this machine's CPU: blocking time, and so the score, depends
      // on it (a machine half as fast doubles every task the 4x slowdown is applied to).
      const speed = report.environment?.benchmarkIndex;
      if (speed !== undefined)
        console.log(`  ${''.padEnd(16)} CPU benchmark index ${String(Math.round(speed))}`);
    }
  } finally {
    await server.stop();
    rmSync(runDir, { recursive: true, force: true });
  }
}

await main();
