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

export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(['user', 'staff']),
  /** Staff's first name as the user sees it; null for the user's own messages. */
  authorName: z.string().nullable(),
  text: z.string(),
  /** Only staff ever receive notes; a user's reads and events never contain one. */
  internal: z.boolean(),
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
  /** The newest message's text (never a note), for the list. */
  lastMessage: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportThreadSchema = z.object({
  conversation: supportConversationSchema,
  messages: z.array(supportMessageSchema),
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
export const supportSendInputSchema = z.object({
  conversationId: idField,
  text: supportTextField,
});

/**
 * `support:message` goes to the conversation owner's room (`user:<id>`, never for a note) and to
 * the staff room, from whichever instance stored it; `conversation` is its state after the message.
 */
export const supportMessageEventSchema = z.object({
  message: supportMessageSchema,
  conversation: z.object({ id: idNumber, status: supportStatusSchema }),
});
export type SupportMessageEvent = z.infer<typeof supportMessageEventSchema>;

export interface SupportServerToClientEvents {
  'support:message': (event: SupportMessageEvent) => void;
}

/** Sockets of admins join this room at connection; staff-side events go there. */
export const SUPPORT_STAFF_ROOM = 'support:staff';
