import { z } from 'zod';

/**
 * Characters a Redis prefix may hold. The Socket.IO adapter subscribes with the pattern
 * `<prefix>:socket.io#/#*`: a glob character (`* ? [ ]`, `\`) would make one deployment hear
 * another's channels, and `#` separates the parts of a channel name.
 */
const SAFE = /^[A-Za-z0-9._:/@-]+$/;
const UNSAFE_CHARACTER = /[^A-Za-z0-9._:/@-]/g;

export const redisPrefixSchema = z
  .string()
  .max(200, { error: 'must be at most 200 characters' })
  .regex(SAFE, { error: 'may only hold letters, digits and . _ : / @ -' });

/**
 * Every Redis channel of a deployment starts with its prefix, so two deployments on one Redis
 * (staging and production, two test runs) hear nothing of each other. By default it is named after
 * the deployment's database, which all its instances share and another deployment's cannot: the
 * PostgreSQL database name, or the embedded database's data directory.
 */
export function defaultRedisPrefix(where: { databaseUrl: string | undefined; dataDir: string }) {
  const name =
    where.databaseUrl === undefined
      ? `pglite:${where.dataDir}`
      : `postgres:${decodeURIComponent(new URL(where.databaseUrl).pathname.replace(/^\//, ''))}`;
  return `lumus:${name.replace(UNSAFE_CHARACTER, '_')}`.slice(0, 200);
}

/** The Socket.IO Redis adapter's key: its channels are `<key>#…`, `<key>-request#…`, … */
export function socketIoKey(prefix: string): string {
  return `${prefix}:socket.io`;
}
