/**
 * One measured start of a server script: spawned with only the variables given, as a host would,
 * timed to its first 200 on /api/health, and its resident memory read then and after idling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDLE_SECONDS, SERVER_DIR } from './runtime-settings';

/** Resident memory of a process, from Linux's /proc (the figure a host's memory limit counts). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type Started = Readonly<{
  child: ChildProcess;
  baseUrl: string;
  healthSeconds: number;
  rssAtHealthMb: number;
  output: () => string;
}>;

/** Spawns `script` with only the given variables and waits for its first 200 on /api/health. */
async function start(script: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const spawned = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output}`);
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) break;
    if (performance.now() - spawned > 120_000) throw new Error(`${script} did not answer`);
    await sleep(20);
  }
  const healthSeconds = (performance.now() - spawned) / 1000;
  return { child, baseUrl, healthSeconds, rssAtHealthMb: rssMb(child.pid), output: () => output };
}

/** SIGTERM, as a host stops it (PGlite flushes its files on the way out). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export type Run = Readonly<{ healthSeconds: number; rssAtHealthMb: number; rssIdleMb: number }>;

export async function startAndIdle(
  script: string,
  env: Record<string, string>,
  use?: (started: Started) => Promise<void>,
): Promise<Run> {
  const started = await start(script, env);
  try {
    await sleep(IDLE_SECONDS * 1000);
    const rssIdleMb = rssMb(started.child.pid);
    await use?.(started);
    return {
      healthSeconds: started.healthSeconds,
      rssAtHealthMb: started.rssAtHealthMb,
      rssIdleMb,
    };
  } finally {
    await stopProcess(started.child);
  }
}
