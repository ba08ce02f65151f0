import { z } from 'zod';
import { consultantCardSchema } from '../catalogue/consultant';
import { LANGUAGES } from '../constants';
import { idNumber } from '../fields';
import { textField } from '../text-fields';

/** Web push calls (issue 18): not in the spec, which knows only the native apps' device token. */
export const PUSH_PUBLIC_KEY_PATH = '/api/push/public-key/get';
export const PUSH_SUBSCRIBE_PATH = '/api/push/subscription/save';
export const PUSH_UNSUBSCRIBE_PATH = '/api/push/subscription/delete';
export const PUSH_SETTINGS_PATH = '/api/push/settings/get';
export const PUSH_SETTINGS_SET_PATH = '/api/push/settings/set';
export const FAVOURITES_PATH = '/api/favourites/get';
export const FAVOURITE_ADD_PATH = '/api/favourites/add';
export const FAVOURITE_REMOVE_PATH = '/api/favourites/remove';

/** The moments a notification is sent for; each can be turned off on the settings page. */
export const PUSH_KINDS = ['accepted', 'message', 'online', 'request'] as const;
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;

export const pushPublicKeyResponseSchema = z.object({
  status: z.literal('success'),
  /** The VAPID public key, base64url: the browser's `applicationServerKey`. */
  data: z.object({ publicKey: z.string() }),
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

export const pushUnsubscribeInputSchema = z.object({ endpoint: textField(2000) });

export const pushSettingsSchema = z.object({
  accepted: z.boolean(),
  message: z.boolean(),
  online: z.boolean(),
  request: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;
export const pushSettingsSetInputSchema = pushSettingsSchema.partial();
export const pushSettingsResponseSchema = z.object({
  status: z.literal('success'),
  data: pushSettingsSchema,
});

export const favouriteInputSchema = z.object({ consultantId: idNumber });
export const favouritesResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ items: z.array(consultantCardSchema) }),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
