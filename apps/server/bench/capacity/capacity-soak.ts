/**
 * The soak: one instance held at a fixed number of chats for BENCH_SOAK_MINUTES, to see whether
 * its memory keeps growing once the chats are open.
 */
import { DRAIN_MS, P99_LIMIT_MS, SOAK_MS } from './capacity-settings';
import type { LoadChat } from './capacity-protocol';
import { startLoad } from './capacity-load';
import type { Served } from './capacity-servers';
import { quantile, samples, showStep, summarise } from './capacity-steps';
import { sampleProcess } from './process-sample';

export type SoakResult = Readonly<{
  chats: number;
  rssAfterFirstMinute: number;
  rssAtEnd: number;
  worstP99: number;
  /** The p99 of every message of the soak, and the minutes whose own p99 was within the limit. */
  p99: number;
  minutesHeld: number;
  minutes: number;
  lost: number;
  ackFailures: number;
}>;

/** One instance at `chats` for SOAK_MS, a window a minute; RSS after the first minute and at the end. */
export async function soak(served: Served, chats: readonly LoadChat[]): Promise<SoakResult> {
  const load = startLoad(served);
  const pid = served.pids[0] ?? 0;
  try {
    const { failures, firstFailure } = await load.open(chats);
    if (firstFailure !== undefined)
      console.log(`  soak: ${String(failures)} chats not opened: ${firstFailure}`);
    const minutes = Math.max(1, Math.round(SOAK_MS / 60_000));
    let rssAfterFirstMinute = 0;
    let worstP99 = 0;
    let minutesHeld = 0;
    const latencies: number[] = [];
    let lost = 0;
    let ackFailures = 0;
    for (let minute = 1; minute <= minutes; minute += 1) {
      const before = samples(served.pids);
      // The window is the minute less the drain, so the minutes follow each other.
      const { report, loadCpu } = await load.measure(60_000 - DRAIN_MS);
      const step = summarise(
        chats.length,
        report,
        failures,
        { before, after: samples(served.pids) },
        loadCpu,
        60_000 - DRAIN_MS,
        undefined,
      );
      showStep(`min ${String(minute)}`, step);
      if (minute === 1) rssAfterFirstMinute = sampleProcess(pid).rssMb;
      worstP99 = Math.max(worstP99, step.p99);
      if (step.p99 <= P99_LIMIT_MS) minutesHeld += 1;
      for (const latency of report.latencies) latencies.push(latency);
      lost += step.lost;
      ackFailures += step.ackFailures;
    }
    return {
      chats: chats.length,
      rssAfterFirstMinute,
      rssAtEnd: sampleProcess(pid).rssMb,
      worstP99,
      p99: quantile(
        latencies.sort((a, b) => a - b),
        0.99,
      ),
      minutesHeld,
      minutes,
      lost,
      ackFailures,
    };
  } finally {
    await load.close();
  }
}
