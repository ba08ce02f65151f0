import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Database } from '../../lib/db/database';
import { registerFavouriteRoutes } from './favourite-routes';
import { registerPageVisibility } from './page-visibility';
import type { PushConfig } from './push-env';
import { registerPushRoutes } from './push-routes';
import { attachPushService, createPushService, type PushService } from './push-service';
import { vapidKeysLoader } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push; `idle()` lets tests wait for notices sent in the background. */
    pushService: PushService;
  }
}

export type PushDeps = Readonly<{
  db: Database;
  io: Server;
  clock: () => Date;
  config: PushConfig;
  agent?: Agent | undefined;
}>;

/** Web push: its calls, the favourites, the pages' visibility reports and the sender. */
export function registerPush(app: FastifyInstance, deps: PushDeps): void {
  const push = createPushService({
    db: deps.db,
    clock: deps.clock,
    vapidKeys: vapidKeysLoader(deps.db, deps.config.vapidKeys),
    vapidSubject: deps.config.vapidSubject,
    log: app.log,
    agent: deps.agent,
    unreadWaitMs: deps.config.unreadWaitMs,
  });
  attachPushService(deps.io, push);
  app.decorate('pushService', push);
  // Notices still being sent finish before the database they read is closed.
  app.addHook('onClose', async () => {
    await push.idle();
  });
  registerPageVisibility(deps.io);
  registerPushRoutes(app, { db: deps.db, clock: deps.clock, push });
  registerFavouriteRoutes(app, { db: deps.db, clock: deps.clock });
}
