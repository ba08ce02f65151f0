/**
 * The one place the e2e harness reads the environment, so every knob is visible here.
 */
const env = process.env;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const DEFAULT_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const e2eConfig = {
  /** The whole browser: what checks the browser's own judgement (installability) runs in. */
  chromiumPath: nonEmpty(env['CHROMIUM_PATH']) ?? DEFAULT_CHROMIUM_PATH,
  /**
   * Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
   * browser's windows): the pages of every other test run in it, at about half the CPU of a page
   * load in the whole browser (decision 069).
   */
  headlessShellPath: nonEmpty(env['CHROMIUM_HEADLESS_SHELL_PATH']) ?? DEFAULT_HEADLESS_SHELL_PATH,
  /** CI sets this so that a missing browser fails the run instead of silently skipping it. */
  requireBrowser: env['E2E_REQUIRE_BROWSER'] === '1',
  /** In CI the coturn relay tests must run: a missing `turnserver` fails them instead of skipping. */
  requireTurn: env['E2E_REQUIRE_BROWSER'] === '1' || env['CI'] === 'true',
  /** When set, the suite runs against a fresh database created on this PostgreSQL server. */
  databaseUrl: nonEmpty(env['DATABASE_URL']),
  redisUrl: nonEmpty(env['REDIS_URL']),
  /**
   * Test files run this many at a time, each worker against its own server (decision 043). Two by
   * default: the suite mostly waits on pages and timers, so one file at a time left half of a
   * two-core machine idle.
   */
  workers: positiveInteger(env['E2E_WORKERS']) ?? 2,
} as const;

/** This worker's number, 1..workers: Vitest sets it in each worker before it runs a file. */
export function workerNumber(): number {
  return positiveInteger(env['VITEST_POOL_ID']) ?? 1;
}

function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9][0-9]{0,2}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** Variables the harness decides itself for the server child; everything else is inherited. */
const SERVER_OWNED_KEYS = new Set([
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'NODE_ENV',
  'WEB_DIST_DIR',
]);

/** The parent's environment minus what the harness sets explicitly (PATH, HOME, ... stay). */
export function inheritedServerEnv(): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && !SERVER_OWNED_KEYS.has(key)) copy[key] = value;
  }
  return copy;
}
