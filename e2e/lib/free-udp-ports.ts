import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

function udpFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const socket = createSocket('udp4');
    socket.once('error', () => {
      socket.close();
      resolveFree(false);
    });
    socket.bind(port, '127.0.0.1', () => {
      socket.close(() => {
        resolveFree(true);
      });
    });
  });
}

function tcpFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const probe = createServer();
    probe.once('error', () => {
      resolveFree(false);
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        resolveFree(true);
      });
    });
  });
}

function randomPort(low: number, high: number): number {
  return low + Math.floor(Math.random() * (high - low));
}

/*
 * coturn binds with SO_REUSEPORT: a second server on a busy port starts "fine" and shares the
 * traffic. So a port is only taken when a plain bind (no reuse) succeeds on both UDP and TCP.
 * Ports come from the range below the Linux ephemeral range (32768-60999), where the OS does not
 * hand them out to other sockets by itself.
 */

/** A loopback port free for both UDP and TCP. */
export async function findFreeUdpTcpPort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = randomPort(20_000, 32_000);
    if ((await udpFree(port)) && (await tcpFree(port))) return port;
  }
  throw new Error('no free UDP+TCP port found on 127.0.0.1');
}

/** `size` consecutive loopback UDP ports, all free, for a TURN server's relay addresses. */
export async function findFreeUdpRange(size: number): Promise<{ min: number; max: number }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const min = randomPort(20_000, 32_000 - size);
    const checks = await Promise.all(
      Array.from({ length: size }, (_, index) => udpFree(min + index)),
    );
    if (checks.every(Boolean)) return { min, max: min + size - 1 };
  }
  throw new Error(`no ${size} free consecutive UDP ports found on 127.0.0.1`);
}
