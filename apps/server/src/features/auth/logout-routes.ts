import type { FastifyInstance } from 'fastify';
import { removeSessionSubscriptions } from '../push/push-subscriptions';
import { revokeOtherSessions, revokeSession, type SessionDeps } from './sessions';
import { logoutCall, logoutOtherDevicesCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

export function registerLogoutRoutes(
  app: FastifyInstance,
  deps: Readonly<{ sessions: SessionDeps }>,
): void {
  registerCall(app, logoutOtherDevicesCall, async (_input, { user }) => {
    await revokeOtherSessions(deps.sessions, user.id, user.sessionId);
    return { status: 'success' };
  });

  registerCall(app, logoutCall, async (_input, { user }) => {
    await revokeSession(deps.sessions, user.sessionId);
    await removeSessionSubscriptions(deps.sessions.db, user.sessionId);
    return { status: 'success' };
  });
}
