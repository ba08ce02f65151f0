import { idField } from '../fields';
import { z } from 'zod';
import { chatMessageSchema, chatOrderSchema, chatOrderStatusSchema } from '../chat/chat-order';
import { textField } from '../text-fields';
import { declineReasonSchema } from '../console/console-request';
import { walletTransactionSchema } from '../wallet/wallet-transactions';
import { pageFields } from '../wallet/money';
import { adminPage, optionalDayField, optionalIdField, optionalSearchField } from './admin-common';

export const adminOrdersInputSchema = z.object({
  ...pageFields,
  userId: optionalIdField,
  consultantId: optionalIdField,
  /** Part of the psychic's name (accents and case ignored). */
  psychic: optionalSearchField,
  /** The user: `#id`, part of the name or e-mail, or 3+ digits of the phone number. */
  user: optionalSearchField,
  /** A status, or `missed`: requests the psychic never answered (lapsed or released). */
  status: z
    .union([z.literal('').transform(() => undefined), chatOrderStatusSchema, z.literal('missed')])
    .optional(),
  /** Created on or after this day (UTC). */
  from: optionalDayField,
  /** Created on or before this day (UTC). */
  to: optionalDayField,
});
export type AdminOrdersInput = z.input<typeof adminOrdersInputSchema>;

export const adminOrderRowSchema = chatOrderSchema.extend({
  userName: z.string().nullable(),
  userMobile: z.string().nullable(),
  refundedAmount: z.number().int(),
  /** Why the psychic declined (null unless they did), with their note for "other". */
  declineReason: declineReasonSchema.nullable(),
  declineNote: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersDataSchema = adminPage(adminOrderRowSchema);

export const adminRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  adminUserId: z.number().int(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** How the charge came about, line by line, in paise. */
export const adminBillingSchema = z.object({
  ratePerMinute: z.number().int(),
  freeSeconds: z.number().int(),
  billedSeconds: z.number().int(),
  charged: z.number().int(),
  platformSharePercent: z.number().int(),
  consultantEarnings: z.number().int(),
  refunded: z.number().int(),
  /** What may still be refunded: the charge minus every refund so far. */
  refundable: z.number().int(),
});

/** The user's rating of the session, when they left one. */
export const adminOrderRatingSchema = z.object({
  rating: z.number().int(),
  review: z.string(),
  createdAt: z.string(),
});

export const adminOrderDetailSchema = z.object({
  order: adminOrderRowSchema,
  rating: adminOrderRatingSchema.nullable(),
  billing: adminBillingSchema,
  messages: z.array(chatMessageSchema),
  ledger: z.array(walletTransactionSchema),
  refunds: z.array(adminRefundSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDataSchema = adminOrderDetailSchema;

/**
 * Chosen by the client once per money form (a refund, a goodwill credit): sending the same request
 * again (a double click, a retry after a lost answer) finds the first one instead of paying twice.
 */
export const requestIdField = z
  .string()
  .trim()
  .regex(/^[\w-]{8,64}$/, { error: 'must be 8 to 64 letters, digits, - or _' });

/** Why money is given: the psychic's clawback line and the audit log show it. */
export const moneyReasonField = textField(500).pipe(
  z.string().min(3, { error: 'must be at least 3 characters' }),
);

export const adminRefundInputSchema = z.object({
  id: idField,
  /** Paise to give back; at most what is still refundable. */
  amount: idField,
  reason: moneyReasonField,
  requestId: requestIdField,
});
export type AdminRefundInput = z.input<typeof adminRefundInputSchema>;
export const adminRefundDataSchema = z.object({
  refund: adminRefundSchema,
  detail: adminOrderDetailSchema,
});
