import { z } from 'zod';
import { pushKindSchema } from './push-calls';

/**
 * The JSON a push message carries, read by the service worker's `push` handler. Texts are written
 * by the server in the recipient's language: the worker has no translations. `url` and `joinUrl`
 * are same-origin paths, already in the recipient's language.
 */
export const pushPayloadSchema = z.object({
  kind: pushKindSchema,
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  /** Where a click on the notification goes. */
  url: z.string().startsWith('/'),
  /** Same tag replaces an older notification of the same thing (one per chat, per psychic). */
  tag: z.string().max(100),
  /** The "Join" button of an accepted request and the page it opens. */
  join: z.object({ title: z.string().min(1).max(60), url: z.string().startsWith('/') }).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The `action` id of the Join button on a notification. */
export const JOIN_ACTION = 'join';

/** Socket event: the page tells the server whether it is visible (decision 033). */
export const PAGE_VISIBILITY_EVENT = 'page:visibility';
export const pageVisibilitySchema = z.object({
  visible: z.boolean(),
  /** The psychic's console page: its request notices are shown there instead of pushed. */
  console: z.boolean(),
});
export type PageVisibility = z.infer<typeof pageVisibilitySchema>;
