import { createHmac } from 'node:crypto';
import type { Database } from '../../lib/db/database';
import { once, type SigningKeyPair, storedKeyPair, storedSecret } from './server-keys';

export type SignInKeys = Readonly<{
  /** HS256 key of session tokens. */
  jwtKey: () => Promise<Uint8Array>;
  /** HMAC key for phone codes; derived, so rotating JWT_SECRET also retires pending codes. */
  codeHashKey: () => Promise<Buffer>;
  /** The built-in identity provider's id-token key (served at its JWKS). */
  identityKeyPair: () => Promise<SigningKeyPair>;
  /** The development Google stand-in's key (served at its own JWKS). */
  devGoogleKeyPair: () => Promise<SigningKeyPair>;
}>;

/**
 * Keys are loaded lazily and once per app: the configured JWT_SECRET wins; without it (only
 * allowed outside production) a random secret is generated on first use and kept in the database.
 */
export function createSignInKeys(db: Database, jwtSecret: string | undefined): SignInKeys {
  const secret = once(async () => jwtSecret ?? (await storedSecret(db, 'jwt-secret')));
  return {
    jwtKey: once(async () => new TextEncoder().encode(await secret())),
    codeHashKey: once(async () =>
      createHmac('sha256', await secret())
        .update('lumus phone-code hash key')
        .digest(),
    ),
    identityKeyPair: once(() => storedKeyPair(db, 'identity-provider-key')),
    devGoogleKeyPair: once(() => storedKeyPair(db, 'dev-google-key')),
  };
}
