/**
 * The ramp: chats opened level by level (BENCH_LEVELS), a window measured at each once every side
 * is writing; run against the bare relay first, then against Lumus with the same chats, so the
 * baseline is measured on the same machine in the same run.
 */
import { sleep } from './child-processes';
import { snapshotHeaps } from './capacity-heap';
import { startLoad } from './capacity-load';
import type { LoadChat } from './capacity-protocol';
import { type Served, startBare, startLumus } from './capacity-servers';
import { KEEP_GOING, LEVELS, PACE, SKIP_BARE, WINDOW_MS } from './capacity-settings';
import { samples, showStep, type Step, summarise } from './capacity-steps';
import { transactionsOf } from './capacity-stores';
import { namedCpuPercent, sampleNamed } from './process-sample';

/**
 * Opens chats up to each level in turn and measures a window at each; with `stopOnMiss`, stops
 * after the first step not held.
 */
async function ramp(
  label: string,
  served: Served,
  chats: readonly LoadChat[],
  stopOnMiss: boolean,
  /** Lumus's database transactions so far; the bare relay has none. */
  transactions?: () => Promise<number>,
): Promise<Step[]> {
  const load = startLoad(served);
  const steps: Step[] = [];
  let opened = 0;
  // The heap with no chat yet, to subtract from the first level's (BENCH_HEAP_SNAPSHOT).
  if (transactions !== undefined) await snapshotHeaps(served.pids);
  try {
    for (const level of LEVELS) {
      const { failures, firstFailure } = await load.open(chats.slice(opened, level));
      opened = level;
      if (firstFailure !== undefined)
        console.log(`  ${label}: ${String(failures)} chats not opened: ${firstFailure}`);
      // One message interval, so every side opened in this step is writing before the window.
      await sleep(PACE.messageEveryMs);
      const before = samples(served.pids);
      const databaseBefore = sampleNamed('postgres');
      const transactionsBefore = await transactions?.();
      const { report, loadCpu } = await load.measure(WINDOW_MS);
      const databaseCpu = namedCpuPercent(databaseBefore, sampleNamed('postgres'));
      const transactionsAfter = await transactions?.();
      const step = summarise(
        level,
        report,
        failures,
        { before, after: samples(served.pids) },
        loadCpu,
        WINDOW_MS,
        transactionsBefore === undefined || transactionsAfter === undefined
          ? undefined
          : transactionsAfter - transactionsBefore,
        databaseCpu,
      );
      showStep(label, step);
      steps.push(step);
      if (transactions !== undefined) await snapshotHeaps(served.pids);
      if (stopOnMiss && !step.held && !KEEP_GOING) break;
    }
  } finally {
    await load.close();
  }
  return steps;
}

/** What one topology (one instance, or two with Redis) printed and held. */
export type TopologyResult = Readonly<{ label: string; bare: Step[]; lumus: Step[] }>;

export async function topology(
  label: string,
  count: 1 | 2,
  bundle: string,
  databaseUrl: string,
  chats: readonly LoadChat[],
): Promise<TopologyResult> {
  console.log(`\n${label}`);
  let bare: Step[] = [];
  if (SKIP_BARE) {
    console.log('  bare relay: skipped (BENCH_SKIP_BARE=1)');
  } else {
    const bareServed = await startBare(count);
    bare = await ramp('bare', bareServed, chats, false).finally(() => bareServed.stop());
  }
  // The same chats again for Lumus: the bare relay stored nothing of them.
  const lumusServed = await startLumus(bundle, databaseUrl, count);
  const lumus = await ramp('lumus', lumusServed, chats, true, () =>
    transactionsOf(databaseUrl),
  ).finally(() => lumusServed.stop());
  return { label, bare, lumus };
}
