import type { FastifyInstance } from 'fastify';
import { registerChatRoutes, type ChatRouteDeps } from './chat-routes';
import { registerChatStartCheck } from './chat-start-check';
import { registerChatSocket } from './chat-socket';
import { createChatSweeper, type ChatSweeper } from './chat-sweeper';
import { registerConsoleRoutes } from './console-routes';

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
  registerChatSocket(deps, deps.auth);
  const sweeper = createChatSweeper(deps, (error) => {
    app.log.error({ err: error }, 'chat sweep failed');
  });
  app.decorate('chatSweeper', sweeper);
  app.addHook('onClose', async () => {
    await sweeper.stop();
  });
}
