import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { CallFailure } from '../http/call-failure';

export const REASON_PROOF_EXPIRED = 'The sign-in proof has expired. Please try again.';
export const REASON_PROOF_INVALID = 'The sign-in proof is not valid. Please try again.';

/** Who may issue an id token we accept, and for whom. */
export type IdTokenIssuer = Readonly<{
  keys: JWTVerifyGetKey;
  issuer: string | readonly string[];
  audience: string;
  algorithms: readonly string[];
}>;

/**
 * The one check for every id token we accept (built-in identity provider, Firebase, Google and
 * the Google stand-in): signature against the issuer's key set, issuer, audience, expiry. Callers
 * check their own claims (phone number, e-mail) afterwards.
 */
export async function verifyIdToken(
  token: string,
  trusted: IdTokenIssuer,
  now: Date,
): Promise<JWTPayload & { sub: string }> {
  try {
    const { payload } = await jwtVerify(token, trusted.keys, {
      issuer: typeof trusted.issuer === 'string' ? trusted.issuer : [...trusted.issuer],
      audience: trusted.audience,
      algorithms: [...trusted.algorithms],
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'iss', 'aud'],
    });
    const { sub } = payload;
    if (sub === undefined || sub === '') throw new CallFailure(401, REASON_PROOF_INVALID);
    return { ...payload, sub };
  } catch (error) {
    if (error instanceof CallFailure) throw error;
    if (error instanceof errors.JWTExpired) throw new CallFailure(401, REASON_PROOF_EXPIRED);
    // Key-set fetch failures (Google unreachable) are ours, not the caller's.
    if (error instanceof errors.JWKSTimeout) throw error;
    throw new CallFailure(401, REASON_PROOF_INVALID);
  }
}
