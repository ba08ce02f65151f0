import type { FastifyRequest } from 'fastify';
import { type CallUser, requireCallUser } from '../../lib/http/call-user';

/** Who made an authenticated call; set by the auth guard. */
export type RequestUser = CallUser;

/** For guards and hooks of guarded routes; a handler gets its user from `registerCall`. */
export function signedInUser(request: FastifyRequest): RequestUser {
  return requireCallUser(request);
}
