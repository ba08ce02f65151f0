import { z } from 'zod';
import { marketCurrencySchema } from '../markets/currency-amount';
import { adminCall } from '../admin/admin-calls';
import { adminPage } from '../admin/admin-common';
import {
  adminOrderDetailSchema,
  adminOrderRowSchema,
  moneyReasonField,
  requestIdField,
} from '../admin/admin-orders';
import { adminPaymentSchema } from '../admin/admin-payments';
import { booleanField, idField } from '../fields';
import { pageFields } from '../wallet/money';
import { walletTransactionSchema } from '../wallet/wallet-transactions';
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
  /** The configured largest image (SUPPORT_IMAGE_MAX_BYTES). */
  imageMaxBytes: z.number().int(),
  recentOrders: z.array(adminOrderRowSchema),
  recentPayments: z.array(adminPaymentSchema),
  /** The user's newest wallet entries, whatever their cause. */
  recentLedger: z.array(walletTransactionSchema),
  /** The linked chat or call with billing and, for a chat, its transcript. */
  linkedOrder: adminOrderDetailSchema.nullable(),
  linkedPayment: adminPaymentSchema.nullable(),
  /**
   * Goodwill credits given in this conversation, and what the configured limit still allows, all
   * in the user's wallet currency (decision 052); null (limit 0) while the wallet has none.
   */
  goodwill: z.object({
    currency: marketCurrencySchema.nullable(),
    limit: z.number().int(),
    left: z.number().int(),
    credits: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number().int(),
        reason: z.string(),
        staffName: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
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
  summary:
    'Admin: answers the user in a support conversation, text and/or one image (live to the user)',
  input: supportSendInputSchema,
  output: adminSupportDetailSchema,
  encoding: 'multipart',
});

export const adminSupportNoteCall = adminCall('supportNote', {
  summary: 'Admin: adds an internal note the user never sees (its image neither)',
  input: supportSendInputSchema,
  output: adminSupportDetailSchema,
  encoding: 'multipart',
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

/** A refund of the conversation's linked session, or a goodwill credit to the user's wallet. */
export const adminSupportMoneyInputSchema = supportIdInputSchema.extend({
  /** Minor units of the currency involved: the session's for a refund, the wallet's for goodwill. */
  amount: idField,
  reason: moneyReasonField,
  requestId: requestIdField,
});
export type AdminSupportMoneyInput = z.input<typeof adminSupportMoneyInputSchema>;

export const adminSupportRefundCall = adminCall('supportRefund', {
  summary:
    'Staff: refunds all or part of the session linked to a support conversation (the order refund, once per request id)',
  input: adminSupportMoneyInputSchema,
  output: adminSupportDetailSchema,
});

export const adminSupportGoodwillCall = adminCall('supportGoodwill', {
  summary:
    "Staff: credits the user's wallet as goodwill in a support conversation, within the configured limit per conversation",
  input: adminSupportMoneyInputSchema,
  output: adminSupportDetailSchema,
});

export const adminSupportFiguresSchema = z.object({
  /** Conversations not resolved now, and of those the ones waiting for the team. */
  open: z.number().int(),
  waitingForTeam: z.number().int(),
  /** Over the conversations started in the last `days` days; null without any. */
  medianFirstResponseSeconds: z.number().int().nullable(),
  /** Over the conversations resolved in the last `days` days; null without any. */
  medianResolveSeconds: z.number().int().nullable(),
  days: z.number().int(),
});
export type AdminSupportFigures = z.infer<typeof adminSupportFiguresSchema>;

export const adminSupportFiguresCall = adminCall('supportFigures', {
  summary:
    'Staff: open conversations, median first response and median time to resolve over 7 days',
  input: z.object({}),
  output: adminSupportFiguresSchema,
});
