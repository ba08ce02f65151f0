import type { FastifyInstance } from 'fastify';
import { registerChatRoutes, type ChatRouteDeps } from './chat-routes';
import { registerChatStartCheck } from './chat-start-check';
import { registerChatSocket } from './chat-socket';
import { createChatSweeper, type ChatSweeper } from './chat-sweeper';
import { registerConsoleRoutes } from './console-routes';
import { createConsultantPresence } from './consultant-presence';
import { registerPresenceSignOut } from './presence-sign-out';

declare module 'fastify' {
  interface FastifyInstance {
    /** Timed chat work; `server.ts` starts it after listening, `app.close()` stops it. */
    chatSweeper: ChatSweeper;
  }
}

/** Paid chat: user and console calls, the chat socket events and the sweeper (not started). */
export function registerChat(app: FastifyInstance, deps: ChatRouteDeps): void {
  registerChatRoutes(app, deps);
  registerChatStartCheck(app, deps);
  registerConsoleRoutes(app, deps);
  const presence = createConsultantPresence(deps, (error) => {
    app.log.error({ err: error }, 'console presence failed');
  });
  registerChatSocket(deps, deps.auth, presence);
  registerPresenceSignOut(app, deps);
  const sweeper = createChatSweeper(deps, presence, (error) => {
    app.log.error({ err: error }, 'chat sweep failed');
  });
  app.decorate('chatSweeper', sweeper);
  app.addHook('onClose', async () => {
    await sweeper.stop();
  });
}
