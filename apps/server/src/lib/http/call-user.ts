import type { FastifyRequest } from 'fastify';
import type { CallGuard } from './call-guard';

/** Who made an authenticated call; set by the sign-in guard. */
export type CallUser = Readonly<{
  id: number;
  sessionId: string;
  role: 'user' | 'consultant' | 'admin' | 'support';
}>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Null unless the call's sign-in guard accepted it. */
    user: CallUser | null;
  }
  interface FastifyInstance {
    /**
     * The sign-in guard (token, session, blocked account, `id` header), set once by the sign-in
     * feature before any call is registered; `registerCall` runs it for `auth` other than `none`.
     */
    authGuard: CallGuard;
  }
}

/** For code of guarded calls; a missing user means the call forgot its guard. */
export function requireCallUser(request: FastifyRequest): CallUser {
  if (request.user === null) throw new Error('call has no auth guard');
  return request.user;
}
