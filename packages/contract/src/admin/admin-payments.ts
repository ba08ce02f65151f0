import { idField } from '../fields';
import { z } from 'zod';
import { paymentLogSchema, paymentStatusSchema } from '../payments/payment-log';
import { paymentMethodIdSchema } from '../payments/payment-methods';
import { walletTransactionSchema } from '../wallet/wallet-transactions';
import { pageFields } from '../wallet/money';
import { adminPage, optionalDayField, optionalIdField, optionalSearchField } from './admin-common';

export const adminPaymentsInputSchema = z.object({
  ...pageFields,
  userId: optionalIdField,
  /**
   * A payment by its id (`#12` or `12`) or gateway reference, or by its user's name, e-mail or
   * phone number.
   */
  search: optionalSearchField,
  status: z.union([z.literal('').transform(() => undefined), paymentStatusSchema]).optional(),
  method: z.union([z.literal('').transform(() => undefined), paymentMethodIdSchema]).optional(),
  from: optionalDayField,
  to: optionalDayField,
});
export type AdminPaymentsInput = z.input<typeof adminPaymentsInputSchema>;

export const adminPaymentSchema = paymentLogSchema.extend({
  userId: z.number().int(),
  userName: z.string().nullable(),
  userMobile: z.string().nullable(),
  /** The gateway's id for the payment (Stripe session, test-gateway token). */
  gatewayRef: z.string().nullable(),
  /** What the gateway last reported, as recorded (test gateway decision). */
  gatewayDecision: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsDataSchema = adminPage(adminPaymentSchema);

export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema,
  ledger: z.array(walletTransactionSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export const adminPaymentDataSchema = adminPaymentDetailSchema;

export const adminPaymentIdInputSchema = z.object({ id: idField });

/** The gateway's verdict from the re-check, next to the payment as it now stands. */
export const adminRecheckDataSchema = adminPaymentDetailSchema.extend({
  verdict: z.enum(['paid', 'failed', 'pending', 'no_gateway']),
  verdictReason: z.string().nullable(),
});
export type AdminRecheckResponse = z.infer<typeof adminRecheckDataSchema>;
