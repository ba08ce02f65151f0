import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../lib/db/database';
import { serverKeys } from './server-keys-tables';

/**
 * Returns the stored value, creating it first when absent. Insert-then-read (not read-then-insert)
 * so that two instances starting together agree on the first one written.
 */
export async function storedValue(db: Database, name: string, create: () => Promise<string>) {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (existing !== undefined) return existing.value;
  await db
    .insert(serverKeys)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (row === undefined) throw new Error(`server key ${name} could not be stored`);
  return row.value;
}

/** A random secret, generated once per database. */
export async function storedSecret(db: Database, name: string): Promise<string> {
  return storedValue(db, name, () => Promise.resolve(randomBytes(48).toString('base64url')));
}

export type SigningKeyPair = Readonly<{
  kid: string;
  alg: 'ES256';
  privateKey: CryptoKey;
  /** The public half as a JWK, ready for a `jwks.json` document. */
  publicJwk: JWK;
}>;

/** An ES256 key pair, generated once per database and kept as a private JWK. */
export async function storedKeyPair(db: Database, name: string): Promise<SigningKeyPair> {
  const text = await storedValue(db, name, async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(pair.privateKey);
    return JSON.stringify({ ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig' });
  });
  const jwk = JSON.parse(text) as JWK & { kid: string };
  const privateKey = await importJWK(jwk, 'ES256');
  if (privateKey instanceof Uint8Array) throw new Error(`server key ${name} is not a key pair`);
  const { kty, crv, x, y, kid } = jwk;
  return {
    kid,
    alg: 'ES256',
    privateKey,
    publicJwk: { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' },
  };
}

/** Memoises an async loader; a failure is not cached, so the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
