import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * Binds and releases HOST:PORT before the slow part of a start (database, migrations, demo data),
 * so a port in use or a HOST of another machine is reported in a second rather than after it.
 * The real `listen` stays the authority (another process may take the port in between); this is
 * only the early answer. Port 0 (any free port) cannot be taken and is not probed.
 */
export async function probePort(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  probe.listen({ port, host, exclusive: true });
  // `once` rejects with the 'error' a taken port or a foreign address raises.
  await once(probe, 'listening');
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
}
