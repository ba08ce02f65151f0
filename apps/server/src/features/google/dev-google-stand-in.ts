import { createHash } from 'node:crypto';
import { createLocalJWKSet, SignJWT } from 'jose';
import type { IdTokenIssuer } from '../../lib/id-token/verify-id-token';
import type { SigningKeyPair } from '../server-keys/server-keys';

/** Audience of stand-in tokens when no real Google client id is configured. */
export const DEV_GOOGLE_AUDIENCE = 'lumus-dev-google';
const TOKEN_LIFETIME_S = 60 * 60;

export type DevGoogleStandIn = Readonly<{
  trusted: IdTokenIssuer;
  publicJwks: () => Promise<{ keys: SigningKeyPair['publicJwk'][] }>;
  /** A Google-shaped id token (same claims as Google's) for a made-up account. */
  signIn: (who: Readonly<{ email: string; name: string }>, now: Date) => Promise<string>;
}>;

/** Development only: lets people and tests "sign in with Google" without Google. */
export function createDevGoogleStandIn(
  keyPair: () => Promise<SigningKeyPair>,
  issuer: string,
  audience: string,
): DevGoogleStandIn {
  const publicJwks = async () => ({ keys: [(await keyPair()).publicJwk] });
  return {
    trusted: {
      keys: async (header, token) => createLocalJWKSet(await publicJwks())(header, token),
      issuer,
      audience,
      algorithms: ['ES256'],
    },
    publicJwks,
    signIn: async ({ email, name }, now) => {
      const pair = await keyPair();
      const issuedAt = Math.floor(now.getTime() / 1000);
      // Stable per address, digits only like Google's `sub`.
      const sub = BigInt(
        `0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`,
      ).toString();
      return new SignJWT({ email: email.toLowerCase(), email_verified: true, name, picture: '' })
        .setProtectedHeader({ alg: pair.alg, kid: pair.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_S)
        .sign(pair.privateKey);
    },
  };
}
