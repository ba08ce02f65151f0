import { createRemoteJWKSet, decodeJwt } from 'jose';
import { CallFailure } from '../../lib/http/call-failure';
import { type IdTokenIssuer, REASON_PROOF_INVALID } from '../../lib/id-token/verify-id-token';

const GOOGLE_JWKS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'] as const;
export const REASON_GOOGLE_OFF = 'Google sign-in is not configured on this server.';

/** Real Google Identity Services tokens for our client id. */
export function googleIssuer(clientId: string): IdTokenIssuer {
  return {
    keys: createRemoteJWKSet(GOOGLE_JWKS_URL),
    issuer: GOOGLE_ISSUERS,
    audience: clientId,
    algorithms: ['RS256'],
  };
}

/**
 * Picks whom to check a token against by its (not yet trusted) issuer. The choice only selects a
 * key set; the signature, issuer and audience are then verified against it, so a forged `iss` gets
 * nothing but a failed check. A stand-in token is refused outright when the stand-in is off.
 */
export function issuerFor(token: string, trusted: readonly IdTokenIssuer[]): IdTokenIssuer {
  if (trusted.length === 0) throw new CallFailure(400, REASON_GOOGLE_OFF);
  let iss: string | undefined;
  try {
    iss = decodeJwt(token).iss;
  } catch {
    throw new CallFailure(401, REASON_PROOF_INVALID);
  }
  const match = trusted.find((candidate) =>
    typeof candidate.issuer === 'string'
      ? candidate.issuer === iss
      : candidate.issuer.includes(iss ?? ''),
  );
  if (match === undefined) throw new CallFailure(401, REASON_PROOF_INVALID);
  return match;
}
