/**
 * One measured window as a step of the ramp: the delivery latencies, losses and CPU and memory of
 * server and generators over it, whether it held (p99 within the limit, nothing lost), and its line
 * in the output.
 */
import { loadavg } from 'node:os';
import type { WindowReport } from './capacity-protocol';
import { P99_LIMIT_MS } from './capacity-settings';
import {
  cpuPercent,
  type MachineSample,
  type ProcessSample,
  sampleMachine,
  sampleProcess,
  stealPercent,
} from './process-sample';

export type Step = Readonly<{
  chats: number;
  sent: number;
  lost: number;
  ackFailures: number;
  disconnects: number;
  openFailures: number;
  p50: number;
  p99: number;
  max: number;
  /** Seconds of the window (by send time) whose own p99 was over the limit, and the worst one. */
  slowSeconds: number;
  worstSecond: Readonly<{ at: number; p99: number }>;
  eventsPerSecond: number;
  serverCpu: number;
  serverRssMb: number;
  loadCpu: number;
  machineLoad: number;
  /** CPU the host took from this machine over the window, in percent of one core. */
  steal: number;
  /** PostgreSQL's processes, all of them (the bare relay's windows count the idle server's). */
  databaseCpu: number | undefined;
  /** The server's database transactions per message sent in the window (Lumus only). */
  transactionsPerMessage: number | undefined;
  held: boolean;
}>;

export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Latencies grouped by the second of the window they were sent in. */
function bySecond(report: WindowReport): number[][] {
  const seconds: number[][] = [];
  report.latencies.forEach((latency, index) => {
    const second = Math.floor((report.sentAt[index] ?? 0) / 1000);
    (seconds[second] ??= []).push(latency);
  });
  return seconds;
}

function secondsOver(report: WindowReport): Pick<Step, 'slowSeconds' | 'worstSecond'> {
  let slowSeconds = 0;
  let worstSecond = { at: 0, p99: 0 };
  bySecond(report).forEach((latencies, at) => {
    const p99 = quantile(
      [...latencies].sort((a, b) => a - b),
      0.99,
    );
    if (p99 > P99_LIMIT_MS) slowSeconds += 1;
    if (p99 > worstSecond.p99) worstSecond = { at, p99 };
  });
  return { slowSeconds, worstSecond };
}

export type WindowSample = Readonly<{ processes: ProcessSample[]; machine: MachineSample }>;

export function samples(pids: readonly number[]): WindowSample {
  return { processes: pids.map(sampleProcess), machine: sampleMachine() };
}

export function summarise(
  chats: number,
  report: WindowReport,
  openFailures: number,
  server: { before: WindowSample; after: WindowSample },
  loadCpu: number,
  windowMs: number,
  transactions: number | undefined,
  databaseCpu?: number,
): Step {
  const sorted = [...report.latencies].sort((a, b) => a - b);
  const lost = report.sent - report.delivered;
  const p99 = quantile(sorted, 0.99);
  return {
    chats,
    sent: report.sent,
    lost,
    ackFailures: report.ackFailures,
    disconnects: report.disconnects,
    openFailures,
    p50: quantile(sorted, 0.5),
    p99,
    max: sorted.at(-1) ?? 0,
    ...secondsOver(report),
    eventsPerSecond: ((report.sent + report.otherEvents) * 1000) / windowMs,
    serverCpu: server.before.processes.reduce((sum, from, i) => {
      const to = server.after.processes[i];
      return to === undefined ? sum : sum + cpuPercent(from, to);
    }, 0),
    serverRssMb: server.after.processes.reduce((sum, sample) => sum + sample.rssMb, 0),
    loadCpu,
    machineLoad: loadavg()[0] ?? 0,
    steal: stealPercent(server.before.machine, server.after.machine),
    databaseCpu,
    transactionsPerMessage:
      transactions === undefined || report.sent === 0 ? undefined : transactions / report.sent,
    held:
      report.sent > 0 &&
      p99 <= P99_LIMIT_MS &&
      lost === 0 &&
      report.ackFailures === 0 &&
      openFailures === 0,
  };
}

export function showStep(label: string, step: Step): void {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `  ${label.padEnd(6)} ${String(step.chats).padStart(5)} chats  p50 ${ms(step.p50)} ms  p99 ${ms(step.p99)} ms  max ${ms(step.max)} ms  ${String(step.sent).padStart(6)} msgs  lost ${String(step.lost).padStart(4)}  ack failures ${String(step.ackFailures)}  drops ${String(step.disconnects)}  ${step.eventsPerSecond.toFixed(0).padStart(5)} ev/s  server ${step.serverCpu.toFixed(0).padStart(3)}% CPU ${step.serverRssMb.toFixed(0).padStart(5)} MB  load gen ${step.loadCpu.toFixed(0).padStart(3)}%${step.databaseCpu === undefined ? '' : `  postgres ${step.databaseCpu.toFixed(0).padStart(3)}%`}  machine load ${step.machineLoad.toFixed(1)}  steal ${step.steal.toFixed(0)}%${step.transactionsPerMessage === undefined ? '' : `  ${step.transactionsPerMessage.toFixed(2)} db tx/msg`}  ${step.held ? 'held' : 'NOT HELD'}`,
  );
  if (step.slowSeconds > 0) {
    console.log(
      `         ${String(step.slowSeconds)} seconds over the limit by send time; the worst at +${String(step.worstSecond.at)} s, p99 ${step.worstSecond.p99.toFixed(0)} ms`,
    );
  }
}

/** The largest level held before the first step that was not. */
export function largestHeld(steps: readonly Step[]): number {
  let held = 0;
  for (const step of steps) {
    if (!step.held) break;
    held = step.chats;
  }
  return held;
}
