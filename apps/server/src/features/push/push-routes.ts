import {
  PUSH_PUBLIC_KEY_PATH,
  PUSH_SETTINGS_PATH,
  PUSH_SETTINGS_SET_PATH,
  PUSH_SUBSCRIBE_PATH,
  PUSH_UNSUBSCRIBE_PATH,
  pushPublicKeyResponseSchema,
  pushSettingsResponseSchema,
  pushSettingsSetInputSchema,
  pushSubscribeInputSchema,
  pushUnsubscribeInputSchema,
} from '@lumus/contract/push/push-calls';
import { statusResponseSchema } from '@lumus/contract/auth/profile';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import type { PushService } from './push-service';
import { readPushSettings, savePushSettings } from './push-settings';
import { removeSubscription, saveSubscription } from './push-subscriptions';

export type PushRouteDeps = Readonly<{
  db: Database;
  clock: () => Date;
  auth: CallGuard;
  push: PushService;
}>;

export function registerPushRoutes(app: FastifyInstance, deps: PushRouteDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: ['GET', 'POST'],
    url: PUSH_PUBLIC_KEY_PATH,
    summary: "The server's VAPID public key, the browser's applicationServerKey for web push",
    input: z.object({}),
    output: pushPublicKeyResponseSchema,
  }).handle(async () => ({ status: 'success', data: { publicKey: await deps.push.publicKey() } }));

  defineCall(app, {
    method: 'POST',
    url: PUSH_SUBSCRIBE_PATH,
    summary:
      "Saves this device's push subscription for the signed-in account (an endpoint saved by another account moves here)",
    input: pushSubscribeInputSchema,
    output: statusResponseSchema,
    auth: deps.auth,
  }).handle(async (input, { request }) => {
    const user = signedInUser(request);
    await saveSubscription(
      db,
      { userId: user.id, sessionId: user.sessionId, at: deps.clock() },
      input,
    );
    return { status: 'success' };
  });

  defineCall(app, {
    method: 'POST',
    url: PUSH_UNSUBSCRIBE_PATH,
    summary: "Removes this device's push subscription (only the signed-in account's own)",
    input: pushUnsubscribeInputSchema,
    output: statusResponseSchema,
    auth: deps.auth,
  }).handle(async ({ endpoint }, { request }) => {
    await removeSubscription(db, signedInUser(request).id, endpoint);
    return { status: 'success' };
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: PUSH_SETTINGS_PATH,
    summary: 'Which notifications the signed-in user gets, per kind',
    input: z.object({}),
    output: pushSettingsResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => ({
    status: 'success',
    data: await readPushSettings(db, signedInUser(request).id),
  }));

  defineCall(app, {
    method: 'POST',
    url: PUSH_SETTINGS_SET_PATH,
    summary: 'Turns kinds of notifications on or off for the signed-in user',
    input: pushSettingsSetInputSchema,
    output: pushSettingsResponseSchema,
    auth: deps.auth,
  }).handle(async (input, { request }) => ({
    status: 'success',
    data: await savePushSettings(db, signedInUser(request).id, input),
  }));
}
