import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { REPO_ROOT } from '../config';

const SERVER_DIR = join(REPO_ROOT, 'apps/server');

const running = new Set<ChildProcess>();

/** For `afterEach`: a test that failed half-way must not leave a server holding its data dir. */
export async function killLeftoverServers(): Promise<void> {
  const leftovers = [...running];
  running.clear();
  await Promise.all(
    leftovers.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exit = once(child, 'exit');
      child.kill('SIGKILL');
      await exit;
    }),
  );
}

export type ServerProcess = Readonly<{
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  waitForStdout: (text: string, timeoutMs?: number) => Promise<void>;
}>;

/** A port nobody listens on right now. */
export async function findFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The server as `npm start` runs it: bundled JavaScript, built per test file into a private folder
 * under apps/server (test files run in parallel; the bundle finds the repository and the
 * migrations by walking up).
 */
let bundlePath: string | undefined;

/**
 * Builds the server bundle; call it in `beforeAll`, so a test's own timing does not include it,
 * and the function it returns in `afterAll`, which removes the bundle again.
 */
export async function prepareServerBundle(): Promise<() => void> {
  const outDir = join(SERVER_DIR, 'dist-test', randomBytes(6).toString('hex'));
  await buildServer(outDir);
  bundlePath = join(outDir, 'server.js');
  return () => {
    bundlePath = undefined;
    rmSync(outDir, { recursive: true, force: true });
  };
}

/**
 * Starts the bundled server with only the given variables, so the test's own DATABASE_URL or
 * REDIS_URL never leaks into it. Call `prepareServerBundle()` first (in `beforeAll`).
 */
export function spawnServer(env: Readonly<Record<string, string>>): ServerProcess {
  if (bundlePath === undefined) throw new Error('call prepareServerBundle() in beforeAll first');
  const child = spawn(process.execPath, ['--enable-source-maps', bundlePath], {
    cwd: SERVER_DIR,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  // Generous: on a loaded two-core machine PGlite can take half a minute to come up.
  const waitForStdout = async (text: string, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!out.includes(text)) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${err}${out}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}": ${err}${out}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, stdout: () => out, stderr: () => err, exited, waitForStdout };
}
