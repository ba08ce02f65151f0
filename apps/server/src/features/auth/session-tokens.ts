import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { CallFailure } from '../../lib/http/call-failure';

export const REASON_NO_TOKEN = 'Sign in to continue: no token was sent.';
export const REASON_TOKEN_EXPIRED = 'Your session has expired. Please sign in again.';
export const REASON_TOKEN_INVALID = 'The sign-in token is not valid. Please sign in again.';

const ALGORITHM = 'HS256';

const roleSchema = z.enum(['user', 'consultant', 'admin', 'support']);
export type Role = z.infer<typeof roleSchema>;

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.string().min(1),
  role: roleSchema,
  exp: z.number(),
});
export type SessionClaims = Readonly<{ userId: number; sessionId: string; role: Role }>;

/** The bearer token of spec §6: `sub` user id, `sid` session, `role`, `iat`, `exp`. */
export async function signSessionToken(
  key: Uint8Array,
  claims: SessionClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** Signature and expiry; anything wrong is a 401 whose reason says which. */
export async function readSessionToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<SessionClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = claimsSchema.parse(payload);
    return { userId: Number(claims.sub), sessionId: claims.sid, role: claims.role };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new CallFailure(401, REASON_TOKEN_EXPIRED);
    throw new CallFailure(401, REASON_TOKEN_INVALID);
  }
}
