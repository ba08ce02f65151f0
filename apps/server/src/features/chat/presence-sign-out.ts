import type { FastifyInstance } from 'fastify';
import { consultantIdOfUser } from './chat-access';
import type { SessionDeps } from '../sessions/session-deps';
import { takeOffline } from './consultant-presence';
import { logoutCall } from '@lumus/contract/auth/auth-calls';

/**
 * A psychic who signs out is offline everywhere at once and their waiting requests are released:
 * nobody is left queueing for an account that can no longer answer. Hooked onto the sign-out call
 * (before its answer is sent) so the auth feature need not know about chat presence.
 */
export function registerPresenceSignOut(
  app: FastifyInstance,
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== logoutCall.path || reply.statusCode !== 200) return payload;
    if (request.user === null) return payload;
    const consultantId = await consultantIdOfUser(deps.db, request.user.id);
    if (consultantId !== undefined) await takeOffline(deps, consultantId);
    return payload;
  });
}
