import { z } from 'zod';
import { statusResponseSchema } from '../auth/profile';
import { defineCall, defineRawCall } from '../call';
import { consultantCardSchema } from '../catalogue/consultant';
import { LANGUAGES } from '../constants';
import { idNumber } from '../fields';
import { textField } from '../text-fields';

/** Web push calls (issue 18): not in the spec, which knows only the native apps' device token. */

/** The moments a notification is sent for; each can be turned off on the settings page. */
/** `support`: the Lumus team answered in a support conversation (issue 24). */
export const PUSH_KINDS = ['accepted', 'message', 'online', 'request', 'support'] as const;
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;

export const pushPublicKeyCall = defineCall({
  path: '/api/push/public-key/get',
  methods: ['GET', 'POST'],
  summary: "The server's VAPID public key, the browser's applicationServerKey for web push",
  input: z.object({}),
  /** The VAPID public key, base64url: the browser's `applicationServerKey`. */
  output: z.object({ publicKey: z.string() }),
  auth: 'none',
});

// Push services' endpoints are https URLs of a few hundred characters; the keys are fixed-size
// base64url values (65-byte P-256 point, 16-byte secret), bounded generously.
const base64url = (max: number) =>
  textField(max).regex(/^[A-Za-z0-9_-]+=*$/, { error: 'must be base64url' });

/** What `PushSubscription.toJSON()` gives, plus the language its notifications are written in. */
export const pushSubscribeInputSchema = z.object({
  endpoint: textField(2000).refine(
    (text) => URL.canParse(text) && new URL(text).protocol === 'https:',
    { error: 'must be an https URL' },
  ),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  language: z.enum(LANGUAGES),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>;

// The two subscription calls answer a bare `{ status }`, as they did before descriptors.
export const pushSubscribeCall = defineRawCall({
  path: '/api/push/subscription/save',
  methods: 'POST',
  summary:
    "Saves this device's push subscription for the signed-in account (an endpoint saved by another account moves here)",
  input: pushSubscribeInputSchema,
  output: statusResponseSchema,
  auth: 'user',
});

export const pushUnsubscribeCall = defineRawCall({
  path: '/api/push/subscription/delete',
  methods: 'POST',
  summary: "Removes this device's push subscription (only the signed-in account's own)",
  input: z.object({ endpoint: textField(2000) }),
  output: statusResponseSchema,
  auth: 'user',
});

export const pushSettingsSchema = z.object({
  accepted: z.boolean(),
  message: z.boolean(),
  online: z.boolean(),
  request: z.boolean(),
  support: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushSettingsCall = defineCall({
  path: '/api/push/settings/get',
  methods: ['GET', 'POST'],
  summary: 'Which notifications the signed-in user gets, per kind',
  input: z.object({}),
  output: pushSettingsSchema,
  auth: 'user',
});

export const pushSettingsSetCall = defineCall({
  path: '/api/push/settings/set',
  methods: 'POST',
  summary: 'Turns kinds of notifications on or off for the signed-in user',
  input: pushSettingsSchema.partial(),
  output: pushSettingsSchema,
  auth: 'user',
});

// Each favourites call answers with the whole list, so the page shows the result without a
// second call.
const favouritesOutput = z.object({ items: z.array(consultantCardSchema) });
const favouriteInput = z.object({ consultantId: idNumber });

export const favouritesCall = defineCall({
  path: '/api/favourites/get',
  methods: ['GET', 'POST'],
  summary: "The signed-in user's favourite psychics (the ones they asked to hear about)",
  input: z.object({}),
  output: favouritesOutput,
  auth: 'user',
});

export const favouriteAddCall = defineCall({
  path: '/api/favourites/add',
  methods: 'POST',
  summary: 'Adds a psychic to the favourites: "Notify me when online"',
  input: favouriteInput,
  output: favouritesOutput,
  auth: 'user',
});

export const favouriteRemoveCall = defineCall({
  path: '/api/favourites/remove',
  methods: 'POST',
  summary: 'Removes a psychic from the favourites (and their online notices)',
  input: favouriteInput,
  output: favouritesOutput,
  auth: 'user',
});
