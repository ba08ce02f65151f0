import { createLocalJWKSet, SignJWT } from 'jose';
import type { SigningKeyPair } from '../server-keys/server-keys';
import type { IdentityProvider } from './identity-provider';

const BUILT_IN_AUDIENCE = 'lumus';
const ID_TOKEN_LIFETIME_S = 60 * 60;

export type BuiltInProvider = IdentityProvider &
  Readonly<{
    issueIdToken: (uid: string, phoneNumber: string, now: Date) => Promise<string>;
    publicJwks: () => Promise<{ keys: SigningKeyPair['publicJwk'][] }>;
  }>;

/** Our own stand-in for Firebase phone auth: ES256 id tokens from a key generated on first use. */
export function createBuiltInProvider(
  keyPair: () => Promise<SigningKeyPair>,
  issuer: string,
): BuiltInProvider {
  const publicJwks = async () => ({ keys: [(await keyPair()).publicJwk] });
  return {
    kind: 'built-in',
    firebase: null,
    trusted: {
      keys: async (header, token) => createLocalJWKSet(await publicJwks())(header, token),
      issuer,
      audience: BUILT_IN_AUDIENCE,
      algorithms: ['ES256'],
    },
    publicJwks,
    issueIdToken: async (uid, phoneNumber, now) => {
      const pair = await keyPair();
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ phone_number: phoneNumber })
        .setProtectedHeader({ alg: pair.alg, kid: pair.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(BUILT_IN_AUDIENCE)
        .setSubject(uid)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_S)
        .sign(pair.privateKey);
    },
  };
}
