/**
 * BENCH_HEAP_SNAPSHOT=<dir>: the Lumus servers write a V8 heap snapshot into <dir> before the
 * first chat opens and after each measured window (Node's `--heapsnapshot-signal`), to take the
 * per-socket memory apart with `heap-classes.ts`. Writing one stalls the server for seconds, so the
 * latencies of a run with it are not comparable with others.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './child-processes';
import { HEAP_SNAPSHOT } from './capacity-settings';

const SIGNAL = 'SIGUSR2';

/** Node flags for a server of this run. */
export function heapSnapshotArgs(): string[] {
  return HEAP_SNAPSHOT === undefined
    ? []
    : [`--heapsnapshot-signal=${SIGNAL}`, `--diagnostic-dir=${HEAP_SNAPSHOT}`];
}

function snapshotSizes(dir: string): number[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.heapsnapshot'))
    .map((name) => statSync(join(dir, name)).size);
}

/**
 * Asks every server for a snapshot and waits until they are all written: each file is empty while
 * V8 builds the snapshot, so "written" is non-empty and unchanged over three looks 2 s apart.
 */
export async function snapshotHeaps(pids: readonly number[]): Promise<void> {
  if (HEAP_SNAPSHOT === undefined) return;
  const before = snapshotSizes(HEAP_SNAPSHOT).length;
  for (const pid of pids) process.kill(pid, SIGNAL);
  let last = '';
  let unchanged = 0;
  for (;;) {
    await sleep(2_000);
    const sizes = snapshotSizes(HEAP_SNAPSHOT);
    const now = sizes.join(',');
    const complete = sizes.length >= before + pids.length && !sizes.includes(0);
    unchanged = complete && now === last ? unchanged + 1 : 0;
    if (unchanged >= 2) return;
    last = now;
  }
}
