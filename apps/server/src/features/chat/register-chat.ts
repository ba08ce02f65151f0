import type { DatabaseKind } from '@lumus/contract/health';
import type { FastifyInstance } from 'fastify';
import { registerSessions } from '../sessions/register-sessions';
import { registerChatRoutes, type ChatRouteDeps } from './chat-routes';
import { registerChatStartCheck } from './chat-start-check';
import { registerChatSocket } from './chat-socket';
import { registerConsoleInsightRoutes } from './console-insight-routes';
import { registerConsoleRoutes } from './console-routes';
import { countLapse } from './consultant-lapses';
import { createConsultantPresence, hasOpenPage } from './consultant-presence';
import { registerPresenceSignOut } from './presence-sign-out';

/** Paid chat: user and console calls, the chat socket events, and the session core beneath. */
export function registerChat(
  app: FastifyInstance,
  deps: ChatRouteDeps & Readonly<{ databaseKind: DatabaseKind }>,
): void {
  registerChatRoutes(app, deps);
  registerChatStartCheck(app, deps);
  registerConsoleRoutes(app, deps);
  registerConsoleInsightRoutes(app, deps);
  const presence = createConsultantPresence(deps, (error) => {
    app.log.error({ err: error }, 'console presence failed');
  });
  registerChatSocket(deps, deps.auth, presence);
  registerPresenceSignOut(app, deps);
  registerSessions(app, deps, {
    refresh: presence.refresh,
    sweep: presence.sweep,
    anyToSweep: presence.anyToSweep,
    lapsed: (consultantId) => countLapse(deps, consultantId),
    consolePresent: (consultantId) => hasOpenPage(deps, consultantId),
  });
}
