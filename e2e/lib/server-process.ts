import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

export interface RunningServer {
  readonly baseUrl: string;
  readonly stop: () => Promise<void>;
}

export interface StartServerOptions {
  readonly port: number;
  readonly env: Record<string, string>;
  /** Server stdout and stderr go here so a failed run can be diagnosed afterwards. */
  readonly logFile: string;
  readonly readyTimeoutMs?: number;
}

const HEALTH_POLL_MS = 200;
const STOP_GRACE_MS = 10_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => {
      resolveExit(false);
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return (
      typeof body === 'object' && body !== null && 'status' in body && body.status === 'success'
    );
  } catch {
    return false;
  }
}

/**
 * Starts the real server (the bundle `npm start` runs) and resolves once
 * `/api/health` answers, or rejects early with the exit code if the process dies first.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(options.logFile, { flags: 'w' });
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });

  let stopping = false;
  child.once('exit', (code, signal) => {
    // A crash mid-run shows up in tests as refused connections; say what really happened.
    if (!stopping) {
      console.error(
        `e2e: the server exited unexpectedly (code ${String(code)}, signal ${String(signal)}); see ${options.logFile}`,
      );
    }
  });

  const stop = async (): Promise<void> => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_GRACE_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_GRACE_MS);
      }
    }
    log.end();
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      stopping = true;
      log.end();
      throw new Error(
        `server exited during start-up (code ${String(child.exitCode)}, signal ${String(child.signalCode)}); see ${options.logFile}`,
      );
    }
    if (await isHealthy(baseUrl)) return { baseUrl, stop };
    await sleep(HEALTH_POLL_MS);
  }
  await stop();
  throw new Error(`server did not answer ${baseUrl}/api/health in time; see ${options.logFile}`);
}
