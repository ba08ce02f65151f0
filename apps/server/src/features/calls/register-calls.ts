import type { FastifyInstance } from 'fastify';
import { registerCallRoutes, type CallRouteDeps } from './call-routes';
import { registerCallSocket } from './call-socket';

/**
 * Voice calls over the session core: their HTTP calls and socket events. Registered after the
 * chat, whose socket middleware authenticates every socket and joins its personal rooms.
 */
export function registerCalls(app: FastifyInstance, deps: CallRouteDeps): void {
  registerCallRoutes(app, deps);
  registerCallSocket(deps);
}
