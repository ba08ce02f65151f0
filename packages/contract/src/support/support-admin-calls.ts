import { z } from 'zod';
import { adminCall } from '../admin/admin-calls';
import { adminPage } from '../admin/admin-common';
import { adminOrderDetailSchema, adminOrderRowSchema } from '../admin/admin-orders';
import { adminPaymentSchema } from '../admin/admin-payments';
import { booleanField } from '../fields';
import { pageFields } from '../wallet/money';
import {
  supportConversationSchema,
  supportIdInputSchema,
  supportMessageSchema,
  supportReasonSchema,
  supportSendInputSchema,
  supportStatusSchema,
} from './support';

/** A conversation as staff see it: whose it is, who has it, and whether the user wrote last. */
export const adminSupportConversationSchema = supportConversationSchema.extend({
  userId: z.number().int(),
  userName: z.string().nullable(),
  userMobile: z.string().nullable(),
  assignedTo: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** The user wrote last and no staff reply has come since: the inbox shows these first. */
  unread: z.boolean(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type AdminSupportConversation = z.infer<typeof adminSupportConversationSchema>;

const emptyIsNone = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

export const adminSupportListInputSchema = z.object({
  ...pageFields,
  reason: emptyIsNone(supportReasonSchema),
  /** Without a status: everything not resolved. */
  status: emptyIsNone(supportStatusSchema),
  mine: booleanField.optional(),
});
export type AdminSupportListInput = z.input<typeof adminSupportListInputSchema>;

export const adminSupportDetailSchema = z.object({
  conversation: adminSupportConversationSchema,
  /** Every message including staff notes (`internal`). */
  messages: z.array(supportMessageSchema),
  recentOrders: z.array(adminOrderRowSchema),
  recentPayments: z.array(adminPaymentSchema),
  /** The linked chat or call with billing and, for a chat, its transcript. */
  linkedOrder: adminOrderDetailSchema.nullable(),
  linkedPayment: adminPaymentSchema.nullable(),
});
export type AdminSupportDetail = z.infer<typeof adminSupportDetailSchema>;

export const adminSupportStatusInputSchema = supportIdInputSchema.extend({
  status: z.enum(['open', 'resolved'], { error: 'must be open or resolved' }),
});

export const adminSupportListCall = adminCall('supportList', {
  summary: 'Admin: the support inbox, unread first, then oldest; by reason, status, assignee',
  input: adminSupportListInputSchema,
  output: adminPage(adminSupportConversationSchema),
});

export const adminSupportGetCall = adminCall('supportGet', {
  summary: 'Admin: one support conversation with notes and the user’s orders and payments',
  input: supportIdInputSchema,
  output: adminSupportDetailSchema,
});

export const adminSupportReplyCall = adminCall('supportReply', {
  summary: 'Admin: answers the user in a support conversation (live to the user)',
  input: supportSendInputSchema,
  output: adminSupportDetailSchema,
});

export const adminSupportNoteCall = adminCall('supportNote', {
  summary: 'Admin: adds an internal note the user never sees',
  input: supportSendInputSchema,
  output: adminSupportDetailSchema,
});

export const adminSupportAssignCall = adminCall('supportAssign', {
  summary: 'Admin: takes a support conversation (assigns it to the caller)',
  input: supportIdInputSchema,
  output: adminSupportDetailSchema,
});

export const adminSupportStatusCall = adminCall('supportStatus', {
  summary: 'Admin: resolves or reopens a support conversation',
  input: adminSupportStatusInputSchema,
  output: adminSupportDetailSchema,
});
