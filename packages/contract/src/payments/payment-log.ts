import { idField } from '../fields';
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { pageFields, pageInfoSchema, paymentAmountField } from '../wallet/money';
import { paymentMethodIdSchema } from './payment-methods';

/** Every status a payment attempt passes through; success, failed and cancelled are final. */
export const paymentStatusSchema = z.enum(['created', 'pending', 'success', 'failed', 'cancelled']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['success', 'failed', 'cancelled'];

export const paymentLogSchema = z.object({
  id: z.number().int(),
  packId: z.number().int().nullable(),
  amount: z.number().int(),
  bonusAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  taxBasisPoints: z.number().int(),
  currency: z.literal('INR'),
  method: paymentMethodIdSchema,
  status: paymentStatusSchema,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PaymentLog = z.infer<typeof paymentLogSchema>;

export const paymentLogResponseSchema = z.object({
  status: z.literal('success'),
  data: paymentLogSchema,
});
export type PaymentLogResponse = z.infer<typeof paymentLogResponseSchema>;

/**
 * Spec §7 `api/checkout/process` (the spec's path itself starts with `api/`, so under our `/api`
 * prefix it reads `/api/api/checkout/process`). Creates a payment log for a pack or for a custom
 * amount; bonus and tax are always computed by the server.
 */
export const CHECKOUT_PATH = '/api/api/checkout/process';
export const checkoutInputSchema = z
  .object({
    packId: idField.optional(),
    /** Paise; only for a custom amount (with a pack the pack's amount is used). */
    amount: paymentAmountField.optional(),
    method: paymentMethodIdSchema,
  })
  .refine((input) => input.packId !== undefined || input.amount !== undefined, {
    error: 'packId or amount is required',
    path: ['packId'],
  });
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** Spec §7 `payment/gateway/paytm/initiate-payments`: hands the payment to its gateway. */
export const INITIATE_PAYMENT_PATH = '/api/payment/gateway/paytm/initiate-payments';
export const initiatePaymentInputSchema = z.object({
  paymentLogId: idField,
  /** The UI language, so the gateway returns the user to the page in their language. */
  language: z.enum(LANGUAGES).default('en'),
});
export type InitiatePaymentInput = z.input<typeof initiatePaymentInputSchema>;
export const initiatePaymentResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ paymentLogId: z.number().int(), redirectUrl: z.string() }),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

/** One payment log by id: `payment-log/complete`, `payment-log/submit`, the status poll. */
export const paymentLogIdInputSchema = z.object({ paymentLogId: idField });
export type PaymentLogIdInput = z.input<typeof paymentLogIdInputSchema>;

/**
 * Spec §7 `payment-log/complete`: the web's return from the gateway. The server asks the gateway
 * for the verified result; what the client says never credits anything.
 */
export const COMPLETE_PAYMENT_PATH = '/api/payment-log/complete';
/** Spec §7 `payment-log/submit`: the user abandons a payment that has not been decided yet. */
export const SUBMIT_PAYMENT_PATH = '/api/payment-log/submit';
/** Spec §7 `payment-log/get/upi-payment/status`: polled by the return screen until final. */
export const PAYMENT_STATUS_PATH = '/api/payment-log/get/upi-payment/status';

/** Spec §7 `payment-log/get/payment/log`: every payment attempt of the user, newest first. */
export const PAYMENT_LOGS_PATH = '/api/payment-log/get/payment/log';
export const paymentLogsInputSchema = z.object(pageFields);
export type PaymentLogsInput = z.input<typeof paymentLogsInputSchema>;
export const paymentLogsResponseSchema = z.object({
  status: z.literal('success'),
  data: pageInfoSchema.extend({ items: z.array(paymentLogSchema) }),
});
export type PaymentLogsResponse = z.infer<typeof paymentLogsResponseSchema>;
