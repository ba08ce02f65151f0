import { LOGOUT_OTHER_DEVICES_PATH, LOGOUT_PATH } from '@lumus/contract/auth/auth-paths';
import { statusResponseSchema } from '@lumus/contract/auth/profile';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type CallGuard, defineCall } from '../../lib/http/define-call';
import { removeSessionSubscriptions } from '../push/push-subscriptions';
import { signedInUser } from './request-user';
import { revokeOtherSessions, revokeSession, type SessionDeps } from './sessions';

export function registerLogoutRoutes(
  app: FastifyInstance,
  deps: Readonly<{ sessions: SessionDeps; auth: CallGuard }>,
): void {
  defineCall(app, {
    method: 'POST',
    url: LOGOUT_OTHER_DEVICES_PATH,
    summary: 'End every session of the user except this one; their tokens get 401',
    input: z.object({}),
    output: statusResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => {
    const user = signedInUser(request);
    await revokeOtherSessions(deps.sessions, user.id, user.sessionId);
    return { status: 'success' };
  });

  defineCall(app, {
    method: 'POST',
    url: LOGOUT_PATH,
    summary: 'End this session; its token gets 401 from now on',
    input: z.object({}),
    output: statusResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => {
    await revokeSession(deps.sessions, signedInUser(request).sessionId);
    await removeSessionSubscriptions(deps.sessions.db, signedInUser(request).sessionId);
    return { status: 'success' };
  });
}
