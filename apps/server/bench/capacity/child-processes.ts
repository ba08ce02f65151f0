/**
 * Waiting on the bench's child processes: their IPC answers, their exit, their first health
 * answer. Every wait also watches for the child dying, so a crash fails the run instead of hanging it.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the child's next IPC message that `pick` accepts. */
export function nextMessage<T>(
  child: ChildProcess,
  pick: (message: unknown) => T | undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const picked = pick(message);
      if (picked === undefined) return;
      cleanup();
      resolve(picked);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`child process exited (${String(code)}) before answering`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health:\n${output()}`);
    const healthy = await reachable(async () => {
      const response = await fetch(`${url}/api/health`);
      if (!response.ok) throw new Error(String(response.status));
    });
    if (healthy) return;
    await sleep(250);
  }
}
