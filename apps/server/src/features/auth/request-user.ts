import type { FastifyRequest } from 'fastify';
import type { CallGuard } from '../../lib/http/define-call';
import type { Role } from './session-tokens';

/** Who made an authenticated call; set by the auth guard. */
export type RequestUser = Readonly<{ id: number; sessionId: string; role: Role }>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Null unless the route's auth guard accepted the call. */
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /**
     * The sign-in guard for any feature's call: `defineCall(app, { ..., auth: app.authGuard })`,
     * then `signedInUser(request)` in the handler. Set by `registerSignIn` before other routes.
     */
    authGuard: CallGuard;
  }
}

/** For handlers of guarded routes; a missing user means the route forgot its guard. */
export function signedInUser(request: FastifyRequest): RequestUser {
  if (request.user === null) throw new Error('route has no auth guard');
  return request.user;
}
