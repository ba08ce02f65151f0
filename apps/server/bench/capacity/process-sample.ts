import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (100 on Linux almost everywhere). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User and system CPU time in a /proc/<pid>/stat line, ms. */
function cpuMsOf(stat: string): number {
  // The command name may hold spaces and parentheses; the fields after its last ')' do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

export type ProcessSample = Readonly<{ at: number; cpuMs: number; rssMb: number }>;

/** CPU time used so far and resident memory now, from /proc (Linux). */
export function sampleProcess(pid: number): ProcessSample {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { at: performance.now(), cpuMs: cpuMsOf(stat), rssMb: rssKb / 1024 };
}

/** Share of one core used between two samples, in percent. */
export function cpuPercent(from: ProcessSample, to: ProcessSample): number {
  return (100 * (to.cpuMs - from.cpuMs)) / Math.max(1, to.at - from.at);
}

export type MachineSample = Readonly<{ at: number; stolenMs: number }>;

/**
 * CPU time the hypervisor gave to other guests so far, all cores together (the `steal` column of
 * /proc/stat): a window in which it grows was slowed by the host, not by the processes measured.
 */
export function sampleMachine(): MachineSample {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/) ?? [];
  return { at: performance.now(), stolenMs: (Number(fields[8] ?? 0) * 1000) / TICKS };
}

/** Share of one core stolen between two samples, in percent. */
export function stealPercent(from: MachineSample, to: MachineSample): number {
  return (100 * (to.stolenMs - from.stolenMs)) / Math.max(1, to.at - from.at);
}

export type NamedSample = Readonly<{ at: number; cpuMsByPid: ReadonlyMap<number, number> }>;

/** CPU time so far of each process named `name` (e.g. PostgreSQL's `postgres`, one per backend). */
export function sampleNamed(name: string): NamedSample {
  const cpuMsByPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      cpuMsByPid.set(Number(entry), cpuMsOf(stat));
    } catch {
      // The process exited while the list was read.
    }
  }
  return { at: performance.now(), cpuMsByPid };
}

/**
 * Share of one core the processes of two samples used between them: those in both samples, and
 * those that started between them; one that exited between them is missed.
 */
export function namedCpuPercent(from: NamedSample, to: NamedSample): number {
  let cpuMs = 0;
  for (const [pid, ms] of to.cpuMsByPid) cpuMs += ms - (from.cpuMsByPid.get(pid) ?? 0);
  return (100 * cpuMs) / Math.max(1, to.at - from.at);
}
