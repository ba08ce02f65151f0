import { z } from 'zod';
import { idField, idNumber } from '../fields';
import { textField } from '../text-fields';

/** The short reason picker of issue 24, in the order the form shows it. */
export const SUPPORT_REASONS = [
  'charged_wrongly',
  'session_cut_off',
  'payment_not_credited',
  'psychic_conduct',
  'other',
] as const;
export const supportReasonSchema = z.enum(SUPPORT_REASONS, {
  error: `must be one of ${SUPPORT_REASONS.join(', ')}`,
});
export type SupportReason = z.infer<typeof supportReasonSchema>;

/** `waiting_for_user`: staff answered and the next word is the user's. */
export const SUPPORT_STATUSES = ['open', 'waiting_for_user', 'resolved'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES, {
  error: `must be one of ${SUPPORT_STATUSES.join(', ')}`,
});
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/** The longest message; a support message is a few paragraphs, not a document. */
export const SUPPORT_MESSAGE_MAX = 2000;

export const supportTextField = textField(SUPPORT_MESSAGE_MAX).refine((text) => text.length > 0, {
  error: 'must not be empty',
});

/** What a support message's image may be, read from its bytes (the declared type is not trusted). */
export const SUPPORT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SupportImageType = (typeof SUPPORT_IMAGE_TYPES)[number];

/**
 * The reference a message carries to its image; the bytes are served only to the conversation's
 * owner (never a note's) and to staff, at `SUPPORT_IMAGE_PATH`.
 */
export const supportImageSchema = z.object({
  id: z.string(),
  contentType: z.enum(SUPPORT_IMAGE_TYPES),
  size: z.number().int(),
});
export type SupportImage = z.infer<typeof supportImageSchema>;

/**
 * A support image's bytes, for the conversation's owner and staff only (others 404, signed out
 * 401). Not a `defineCall`: the answer is the image itself, not the JSON envelope.
 */
export const SUPPORT_IMAGE_PATH = '/api/support/images/get';
export const supportImageGetInputSchema = z.object({
  imageId: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[a-f0-9]{32}$/, { error: 'must be the id of a support image' }),
});

export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(['user', 'staff']),
  /** Staff's first name as the user sees it; null for the user's own messages. */
  authorName: z.string().nullable(),
  text: z.string(),
  /** Only staff ever receive notes; a user's reads and events never contain one. */
  internal: z.boolean(),
  /** One image at most; its text may then be empty. */
  image: supportImageSchema.nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.number().int(),
  reason: supportReasonSchema,
  status: supportStatusSchema,
  chatOrderId: z.number().int().nullable(),
  paymentLogId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The newest message's text (never a note), for the list; empty for an image sent alone. */
  lastMessage: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportThreadSchema = z.object({
  conversation: supportConversationSchema,
  messages: z.array(supportMessageSchema),
  /** The configured largest image (SUPPORT_IMAGE_MAX_BYTES), so the page checks before sending. */
  imageMaxBytes: z.number().int(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportCreateInputSchema = z.object({
  reason: supportReasonSchema,
  text: supportTextField,
  /** A chat or call of the caller's; someone else's is a 404. */
  chatOrderId: z.union([z.literal('').transform(() => undefined), idField]).optional(),
  paymentLogId: z.union([z.literal('').transform(() => undefined), idField]).optional(),
});
export type SupportCreateInput = z.input<typeof supportCreateInputSchema>;

export const supportIdInputSchema = z.object({ conversationId: idField });

/**
 * A message: text, an image, or both (multipart, the image in the field `image`). The image's
 * type and size are checked by the server against its bytes and the configured limit.
 */
export const supportSendInputSchema = z
  .object({
    conversationId: idField,
    text: textField(SUPPORT_MESSAGE_MAX).optional(),
    image: z.instanceof(Uint8Array, { error: 'must be a file' }).optional(),
  })
  .refine((input) => (input.text ?? '') !== '' || input.image !== undefined, {
    error: 'must not be empty',
    path: ['text'],
  });
export type SupportSendInput = z.input<typeof supportSendInputSchema>;

/**
 * `support:message` goes to the conversation owner's room (`user:<id>`, never for a note) and to
 * the staff room, from whichever instance stored it; `conversation` is its state after the message.
 */
export const supportMessageEventSchema = z.object({
  message: supportMessageSchema,
  conversation: z.object({ id: idNumber, status: supportStatusSchema }),
});
export type SupportMessageEvent = z.infer<typeof supportMessageEventSchema>;

/** Staff resolved or reopened a conversation: its user (and other staff) see the new status. */
export const supportStatusEventSchema = z.object({
  conversation: z.object({ id: idNumber, status: supportStatusSchema }),
});
export type SupportStatusEvent = z.infer<typeof supportStatusEventSchema>;

export interface SupportServerToClientEvents {
  'support:message': (event: SupportMessageEvent) => void;
  'support:status': (event: SupportStatusEvent) => void;
}

/** Sockets of admins and support agents join this room at connection; staff events go there. */
export const SUPPORT_STAFF_ROOM = 'support:staff';
