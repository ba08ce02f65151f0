import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
} from '@lumus/contract/realtime/realtime-events';
import { Server, type Socket } from 'socket.io';
import { StartupError } from '../startup-error';
import { socketIoKey } from './redis-prefix';

export const SOCKET_PATH = '/socket.io';

export type RealtimeKind = 'memory' | 'redis';

/** What the server keeps on a socket: the signed-in user of its handshake, if any. */
export type SocketData = { userId?: number };

/** Socket.IO typed with the contract's event maps: an emit or a handler of another shape fails. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/**
 * Socket.IO for the whole process. `io` exists before the HTTP server listens so features can emit
 * from HTTP handlers; `attach` binds it to the server once there is one (tests may never attach).
 */
export type Realtime = Readonly<{
  kind: RealtimeKind;
  io: RealtimeServer;
  attach: (server: HttpServer) => void;
  close: () => Promise<void>;
}>;

// ioredis and the adapter are loaded only when REDIS_URL is set (decision 054).
async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // A server that is down at start is a configuration problem: fail fast instead of retrying.
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  });
  // Until connected, `connect()` rejects with the same error; without any listener ioredis would
  // also print an "Unhandled error event" and a later blip would crash the process.
  let connected = false;
  client.on('error', (error: Error) => {
    if (connected) onError(error);
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Could not connect to REDIS_URL (${new URL(url).host}): ${reason}`);
  }
  connected = true;
  // Once running, reconnect after a blip; the adapter resumes with the restored connection.
  client.options.retryStrategy = (attempt) => Math.min(attempt * 200, 5_000);
  return client;
}

/** `io.close()` also closes the HTTP server it is attached to, and throws if it never was. */
function attachment(io: RealtimeServer): Pick<Realtime, 'attach' | 'close'> {
  let attached = false;
  return {
    attach: (server) => {
      io.attach(server);
      attached = true;
    },
    close: async () => {
      if (attached) await io.close();
      else io.disconnectSockets(true);
    },
  };
}

export type RealtimeOptions =
  | Readonly<{ redisUrl: undefined }>
  | Readonly<{
      redisUrl: string;
      /** Starts every channel name in Redis (config `REDIS_PREFIX`). */
      redisPrefix: string;
      /** Connection trouble after start (the clients reconnect by themselves); for the log. */
      onRedisError?: (error: Error) => void;
    }>;

export async function createRealtime(options: RealtimeOptions): Promise<Realtime> {
  const base = { path: SOCKET_PATH, serveClient: false };
  if (options.redisUrl === undefined) {
    const io: RealtimeServer = new Server(base);
    return { kind: 'memory', io, ...attachment(io) };
  }
  const onError = options.onRedisError ?? (() => undefined);
  const pub = await connectRedis(options.redisUrl, onError);
  let sub: Redis;
  try {
    sub = await connectRedis(options.redisUrl, onError);
  } catch (error) {
    pub.disconnect();
    throw error;
  }
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const io: RealtimeServer = new Server({
    ...base,
    adapter: createAdapter(pub, sub, { key: socketIoKey(options.redisPrefix) }),
  });
  const { attach, close } = attachment(io);
  return {
    kind: 'redis',
    io,
    attach,
    close: async () => {
      await close();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
