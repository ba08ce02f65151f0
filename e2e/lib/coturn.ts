import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eConfig } from './config';
import { findFreeUdpRange, findFreeUdpTcpPort } from './free-udp-ports';
import { ARTIFACTS_DIR } from './paths';

/** Debian's coturn binary (package `coturn`). */
export const TURNSERVER_BIN = 'turnserver';
export const TURN_REALM = 'lumus.test';
const RELAY_PORTS = 100;
const READY_TIMEOUT_MS = 10_000;

export function hasTurnserver(): boolean {
  const found = spawnSync('sh', ['-c', `command -v ${TURNSERVER_BIN}`], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() !== '';
}

/** A coturn on loopback for one test file; media through it can be cut and restored at will. */
export interface Coturn {
  /** `turn:127.0.0.1:<port>?transport=udp`, as the server's TURN_URLS takes it. */
  readonly url: string;
  readonly port: number;
  /** The shared secret of coturn's REST credentials (the server's TURN_SECRET). */
  readonly secret: string;
  readonly logFile: string;
  /** Freezes the relay (SIGSTOP): every relayed packet is dropped until `resume`. */
  readonly pause: () => void;
  readonly resume: () => void;
  readonly stop: () => Promise<void>;
}

/** coturn's time-limited REST credentials: `<expiry>:<id>` signed with the shared secret. */
export function turnCredentials(
  secret: string,
  lifetimeSeconds = 600,
): { username: string; credential: string } {
  const username = `${Math.floor(Date.now() / 1000) + lifetimeSeconds}:e2e`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** One STUN Binding request; true when a Binding success response comes back in time. */
function stunBindingAnswers(port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolveAnswer) => {
    const socket = createSocket('udp4');
    const transaction = randomBytes(12);
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0); // Binding request
    request.writeUInt16BE(0, 2); // no attributes
    request.writeUInt32BE(0x2112a442, 4); // magic cookie
    transaction.copy(request, 8);
    const finish = (answered: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolveAnswer(answered);
    };
    const timer = setTimeout(() => {
      finish(false);
    }, timeoutMs);
    socket.on('message', (message) => {
      if (message.length >= 20 && message.readUInt16BE(0) === 0x0101) {
        finish(message.subarray(8, 20).equals(transaction));
      }
    });
    socket.once('error', () => {
      finish(false);
    });
    socket.send(request, port, '127.0.0.1');
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolveExit) => {
    const timer = setTimeout(resolveExit, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit();
    });
  });
}

/**
 * Starts Debian's `turnserver` on 127.0.0.1 with a random secret, on ports nobody else uses (see
 * free-udp-ports.ts), and resolves once it answers a STUN Binding request. Loopback peers must be
 * allowed explicitly, or ICE never connects through the relay.
 */
export async function startCoturn(): Promise<Coturn> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const port = await findFreeUdpTcpPort();
  let range = await findFreeUdpRange(RELAY_PORTS);
  while (port >= range.min && port <= range.max) range = await findFreeUdpRange(RELAY_PORTS);
  const secret = randomBytes(18).toString('base64url');
  const runDir = mkdtempSync(join(tmpdir(), 'lumus-coturn-'));
  const logFile = join(ARTIFACTS_DIR, `coturn-${port}.log`);
  const child = spawn(
    TURNSERVER_BIN,
    [
      '--listening-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--relay-ip=127.0.0.1',
      `--min-port=${range.min}`,
      `--max-port=${range.max}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      `--realm=${TURN_REALM}`,
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--no-rfc5780',
      '--fingerprint',
      '--allow-loopback-peers',
      `--userdb=${join(runDir, 'turndb')}`,
      `--pidfile=${join(runDir, 'turnserver.pid')}`,
      `--log-file=${logFile}`,
      '--simple-log',
      '--no-stdout-log',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const spawnError = new Promise<Error>((resolveError) => {
    child.once('error', resolveError);
  });

  const stop = async (): Promise<void> => {
    if (!exited(child)) {
      // A paused process would not handle SIGTERM until continued.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await waitForExit(child, 3_000);
      if (!exited(child)) {
        child.kill('SIGKILL');
        await waitForExit(child, 3_000);
      }
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const failed = await Promise.race([
      spawnError,
      new Promise<undefined>((resolveLater) => setTimeout(resolveLater, 50, undefined)),
    ]);
    if (failed !== undefined) {
      await stop();
      throw new Error(`turnserver did not start: ${failed.message}`);
    }
    if (exited(child)) {
      await stop();
      throw new Error(
        `turnserver exited at start (code ${String(child.exitCode)}): ${stderr.trim()}; see ${logFile}`,
      );
    }
    if (await stunBindingAnswers(port, 300)) {
      return {
        url: `turn:127.0.0.1:${port}?transport=udp`,
        port,
        secret,
        logFile,
        pause: () => {
          child.kill('SIGSTOP');
        },
        resume: () => {
          child.kill('SIGCONT');
        },
        stop,
      };
    }
  }
  await stop();
  throw new Error(`turnserver on 127.0.0.1:${port} did not answer STUN in time; see ${logFile}`);
}

/**
 * Why the relay tests cannot run here, or undefined when they can. Outside CI a machine without
 * coturn skips them with this line; in CI (E2E_REQUIRE_BROWSER=1 or CI=true) they run and fail.
 */
export function turnSkipReason(): string | undefined {
  if (hasTurnserver() || e2eConfig.requireTurn) return undefined;
  return `e2e: ${TURNSERVER_BIN} not found — install coturn (apt-get install -y coturn); the TURN relay tests are skipped`;
}
