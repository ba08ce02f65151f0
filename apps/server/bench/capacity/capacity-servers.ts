/**
 * The servers the load generators talk to: the bare Socket.IO relay (`bare-relay.ts`, the
 * baseline) and the bundle `npm start` runs, one process per instance; with two instances they
 * share Redis, users' sockets on the first and psychics' on the second.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../src/test/spawn-server';
import { nextMessage, stopChild, waitForHealth } from './child-processes';
import { heapSnapshotArgs } from './capacity-heap';
import {
  CPU_PROF,
  HERE,
  REDIS_URL,
  SERVER_DIR,
  SERVER_ENV,
  SERVER_NODE_ARGS,
  TSX,
} from './capacity-settings';

/** A server (or two) the generators talk to. */
export type Served = Readonly<{
  pids: number[];
  userUrl: string;
  psychicUrl: string;
  stop: () => Promise<void>;
}>;

export async function startBare(count: 1 | 2): Promise<Served> {
  const key = `bare-relay-${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const child = fork(join(HERE, 'bare-relay.ts'), [], { execArgv: TSX, cwd: SERVER_DIR });
    children.push(child);
    const listening = nextMessage(child, (message) =>
      typeof message === 'object' && message !== null && 'port' in message
        ? Number(message.port)
        : undefined,
    );
    child.send(count === 1 ? {} : { redisUrl: REDIS_URL, redisKey: key });
    urls.push(`http://127.0.0.1:${String(await listening)}`);
  }
  return {
    pids: children.map((child) => child.pid ?? 0),
    userUrl: urls[0] ?? '',
    psychicUrl: urls.at(-1) ?? '',
    stop: async () => {
      await Promise.all(children.map((child) => stopChild(child, 'SIGKILL')));
    },
  };
}

/** Where the Lumus servers of this run wrote their logs. */
export const logs: string[] = [];

/** The bundle `npm start` runs, one process per instance, on the scratch database. */
export async function startLumus(
  bundle: string,
  databaseUrl: string,
  count: 1 | 2,
): Promise<Served> {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await findFreePort();
    const profile = CPU_PROF === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`];
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', ...profile, ...heapSnapshotArgs(), ...SERVER_NODE_ARGS, bundle],
      {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          DEMO_DATA: 'false',
          LOG_LEVEL: 'info',
          DATABASE_URL: databaseUrl,
          ...(count === 2 ? { REDIS_URL } : {}),
          HOST: '127.0.0.1',
          PORT: String(port),
          WEB_DIST_DIR: join(SERVER_DIR, '.no-web-dist'),
          ...SERVER_ENV,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    // The log is written as in production, to a file the bench names when a step is not held.
    const log = createWriteStream(join(tmpdir(), `lumus-capacity-${String(port)}.log`));
    logs.push(log.path.toString());
    let tail = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      tail = (tail + chunk.toString()).slice(-4_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const url = `http://127.0.0.1:${String(port)}`;
    await waitForHealth(url, child, () => tail);
    urls.push(url);
  }
  return {
    pids: children.map((child) => child.pid ?? 0),
    userUrl: urls[0] ?? '',
    psychicUrl: urls.at(-1) ?? '',
    stop: async () => {
      await Promise.all(children.map((child) => stopChild(child)));
    },
  };
}
