/**
 * The load generators (`chat-load.ts`), each in its own process: the chats are dealt out among
 * them, and their window reports and CPU time added up into one.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { SOCKET_PATH } from '../../src/lib/realtime/realtime';
import { nextMessage, sleep, stopChild } from './child-processes';
import type { FromLoad, LoadChat, ToLoad, WindowReport } from './capacity-protocol';
import type { Served } from './capacity-servers';
import {
  DRAIN_MS,
  HERE,
  LOAD_NODE_ARGS,
  LOAD_PROCESSES,
  PACE,
  SERVER_DIR,
  TSX,
} from './capacity-settings';
import { cpuPercent, sampleProcess } from './process-sample';

export type Load = Readonly<{
  children: ChildProcess[];
  open: (chats: readonly LoadChat[]) => Promise<{ failures: number; firstFailure?: string }>;
  measure: (windowMs: number) => Promise<{ report: WindowReport; loadCpu: number }>;
  close: () => Promise<void>;
}>;

let windowIds = 0;

export function startLoad(served: Served): Load {
  const children = Array.from({ length: LOAD_PROCESSES }, () =>
    fork(join(HERE, 'chat-load.ts'), [], {
      execArgv: [...TSX, ...LOAD_NODE_ARGS],
      cwd: SERVER_DIR,
    }),
  );
  const tell = (child: ChildProcess, message: ToLoad) => child.send(message);
  return {
    children,
    open: async (chats) => {
      const answers = await Promise.all(
        children.map((child, index) => {
          const opened = nextMessage(child, (message) => {
            const m = message as FromLoad;
            return m.type === 'opened' ? m : undefined;
          });
          tell(child, {
            type: 'open',
            socketPath: SOCKET_PATH,
            userUrl: served.userUrl,
            psychicUrl: served.psychicUrl,
            chats: chats.filter((_, at) => at % children.length === index),
            pace: PACE,
          });
          return opened;
        }),
      );
      const failures = answers.reduce((sum, answer) => sum + answer.failures, 0);
      const firstFailure = answers.find((answer) => answer.firstFailure)?.firstFailure;
      return firstFailure === undefined ? { failures } : { failures, firstFailure };
    },
    measure: async (windowMs) => {
      windowIds += 1;
      const id = windowIds;
      const before = children.map((child) => sampleProcess(child.pid ?? 0));
      for (const child of children) tell(child, { type: 'window-start', id });
      await sleep(windowMs);
      const after = children.map((child) => sampleProcess(child.pid ?? 0));
      const reports = await Promise.all(
        children.map((child) => {
          const reported = nextMessage(child, (message) => {
            const m = message as FromLoad;
            return m.type === 'report' && m.report.id === id ? m.report : undefined;
          });
          tell(child, { type: 'window-end', id, drainMs: DRAIN_MS });
          return reported;
        }),
      );
      const report: WindowReport = {
        id,
        sent: reports.reduce((sum, r) => sum + r.sent, 0),
        delivered: reports.reduce((sum, r) => sum + r.delivered, 0),
        latencies: reports.flatMap((r) => r.latencies),
        sentAt: reports.flatMap((r) => r.sentAt),
        ackFailures: reports.reduce((sum, r) => sum + r.ackFailures, 0),
        disconnects: reports.reduce((sum, r) => sum + r.disconnects, 0),
        otherEvents: reports.reduce((sum, r) => sum + r.otherEvents, 0),
      };
      const loadCpu = before.reduce((sum, from, i) => {
        const to = after[i];
        return to === undefined ? sum : sum + cpuPercent(from, to);
      }, 0);
      return { report, loadCpu };
    },
    close: async () => {
      for (const child of children) tell(child, { type: 'close' });
      await Promise.all(children.map((child) => stopChild(child, 'SIGKILL')));
    },
  };
}
