import type { DatabaseKind } from '@lumus/contract/health';
import { continueSessionCall } from '@lumus/contract/sessions/session-consent';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/http/register-call';
import { loadOrder } from './order-view';
import { continueSession } from './session-consent';
import type { SessionDeps } from './session-deps';
import { extendSessionOf } from './session-extension';
import { createChatSweeper, type ChatSweeper, type SweepHooks } from './session-sweeper';
import { sweepLock } from './sweep-lock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Timed session work; `server.ts` starts it after listening, `app.close()` stops it. */
    chatSweeper: ChatSweeper;
  }
}

/** Names the advisory lock of the sweep (one per database). */
export const SWEEP_LOCK_NAME = 'lumus:sessions:sweep';

/**
 * The paid-session core under any kind's calls: the sweeper (not started), the reaction to a
 * changed balance (a running session's end moves out at once) and the user's yes to go on after
 * the free minutes (`session/continue`, any kind). The kind's own feature (chat)
 * registers its calls and hands in what its presence does in each pass.
 */
export function registerSessions(
  app: FastifyInstance,
  deps: SessionDeps & Readonly<{ databaseKind: DatabaseKind }>,
  hooks: SweepHooks,
): void {
  deps.wallet.listen((userId) => extendSessionOf(deps, userId));
  registerCall(app, continueSessionCall, async (input, { user }) => {
    await continueSession(deps, user.id, input.chatId, hooks.consolePresent);
    return await loadOrder(deps.db, input.chatId);
  });
  const sweeper = createChatSweeper(deps, {
    lock: sweepLock(deps.db, deps.databaseKind, SWEEP_LOCK_NAME),
    hooks,
    onError: (error) => {
      app.log.error({ err: error }, 'session sweep failed');
    },
  });
  app.decorate('chatSweeper', sweeper);
  app.addHook('onClose', async () => {
    await sweeper.stop();
  });
}
