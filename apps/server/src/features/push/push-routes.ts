import {
  pushPublicKeyCall,
  pushSettingsCall,
  pushSettingsSetCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
} from '@lumus/contract/push/push-calls';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import type { PushService } from './push-service';
import { readPushSettings, savePushSettings } from './push-settings';
import { removeSubscription, saveSubscription } from './push-subscriptions';

export type PushRouteDeps = Readonly<{
  db: Database;
  clock: () => Date;
  push: PushService;
}>;

export function registerPushRoutes(app: FastifyInstance, deps: PushRouteDeps): void {
  const { db } = deps;

  registerCall(app, pushPublicKeyCall, async () => ({ publicKey: await deps.push.publicKey() }));

  registerCall(app, pushSubscribeCall, async (input, { user }) => {
    await saveSubscription(
      db,
      { userId: user.id, sessionId: user.sessionId, at: deps.clock() },
      input,
    );
    return { status: 'success' };
  });

  registerCall(app, pushUnsubscribeCall, async ({ endpoint }, { user }) => {
    await removeSubscription(db, user.id, endpoint);
    return { status: 'success' };
  });

  registerCall(app, pushSettingsCall, async (_input, { user }) => readPushSettings(db, user.id));

  registerCall(app, pushSettingsSetCall, async (input, { user }) =>
    savePushSettings(db, user.id, input),
  );
}
