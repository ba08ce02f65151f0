import { HEADER_AUTHORIZATION, HEADER_USER_ID } from '@lumus/contract/headers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallGuard } from '../../lib/http/call-guard';
import { users } from '../users/users-tables';
import { sessions } from './auth-tables';
import { readSessionToken, REASON_NO_TOKEN } from './session-tokens';

export const REASON_SESSION_REVOKED = 'This session was signed out. Please sign in again.';
export const REASON_ID_MISMATCH = 'The id header does not match the signed-in user.';
export const REASON_BLOCKED = 'This account is blocked.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER_AUTHORIZATION];
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

export type AuthGuardDeps = Readonly<{
  db: Database;
  clock: () => Date;
  jwtKey: () => Promise<Uint8Array>;
}>;

/** Makes `request.user` and `app.authGuard` available; call once, before any route uses them. */
export function decorateSignIn(app: FastifyInstance, guard: CallGuard): void {
  app.decorateRequest('user', null);
  app.decorate('authGuard', guard);
}

/**
 * `auth: guard` on a call: bearer token (signature, expiry), its session not revoked, its user not
 * blocked, and the `id` header equal to the token's subject (spec §6). Each failure is a 401 with
 * its own reason, so a client can tell "sign in again" from "wrong header".
 */
export function createAuthGuard(deps: AuthGuardDeps): CallGuard {
  return async (request) => {
    const token = bearerToken(request);
    if (token === undefined) throw new CallFailure(401, REASON_NO_TOKEN);
    const claims = await readSessionToken(await deps.jwtKey(), token, deps.clock());
    const idHeader = request.headers[HEADER_USER_ID];
    if (typeof idHeader !== 'string' || idHeader.trim() !== String(claims.userId)) {
      throw new CallFailure(401, REASON_ID_MISMATCH);
    }
    const [row] = await deps.db
      .select({ revokedAt: sessions.revokedAt, blockedAt: users.blockedAt, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, claims.sessionId));
    if (row === undefined || row.revokedAt !== null) {
      throw new CallFailure(401, REASON_SESSION_REVOKED);
    }
    if (row.blockedAt !== null) throw new CallFailure(401, REASON_BLOCKED);
    // The stored role wins over the token's: a demoted consultant loses rights at once.
    request.user = { id: claims.userId, sessionId: claims.sessionId, role: row.role };
  };
}
