import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (100 on Linux almost everywhere). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export type ProcessSample = Readonly<{ at: number; cpuMs: number; rssMb: number }>;

/** CPU time used so far and resident memory now, from /proc (Linux). */
export function sampleProcess(pid: number): ProcessSample {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  // The command name may hold spaces and parentheses; the fields after its last ')' do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { at: performance.now(), cpuMs: (ticks * 1000) / TICKS, rssMb: rssKb / 1024 };
}

/** Share of one core used between two samples, in percent. */
export function cpuPercent(from: ProcessSample, to: ProcessSample): number {
  return (100 * (to.cpuMs - from.cpuMs)) / Math.max(1, to.at - from.at);
}

/**
 * CPU time so far of every process named `name` (e.g. PostgreSQL's `postgres`, one per backend);
 * a backend that exited between two samples is missed, so pooled connections are what it suits.
 */
export function sampleNamed(name: string): ProcessSample {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process exited while the list was read.
    }
  }
  return { at: performance.now(), cpuMs: (ticks * 1000) / TICKS, rssMb: 0 };
}
