import { idField } from '../fields';
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { MARKET_CURRENCIES, TAX_MODES } from '../markets/market-currency';
import { pageFields, pageInfoSchema, paymentAmountField } from '../wallet/money';
import { paymentMethodIdSchema } from './payment-methods';
import { defineCall } from '../call';

/** Every status a payment attempt passes through; success, failed and cancelled are final. */
export const paymentStatusSchema = z.enum(['created', 'pending', 'success', 'failed', 'cancelled']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['success', 'failed', 'cancelled'];

export const paymentLogSchema = z.object({
  id: z.number().int(),
  packId: z.number().int().nullable(),
  /** Wallet credit in minor units of `currency` (India: net; EU: the gross price). */
  amount: z.number().int(),
  bonusAmount: z.number().int(),
  /** Net, tax and gross (`totalAmount`, what was charged): net + tax = total. */
  netAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  taxBasisPoints: z.number().int(),
  taxMode: z.enum(TAX_MODES),
  /** The country whose tax applies (IN, DE, FR, ...). */
  market: z.string(),
  currency: z.enum(MARKET_CURRENCIES),
  method: paymentMethodIdSchema,
  status: paymentStatusSchema,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PaymentLog = z.infer<typeof paymentLogSchema>;

/** A row of the user's payment log: the payment and, once settled, its invoice's number. */
export const paymentLogItemSchema = paymentLogSchema.extend({
  /** `LUM-IN26-0000001`; null until the payment has succeeded (decision 051). */
  invoiceNumber: z.string().nullable(),
});
export type PaymentLogItem = z.infer<typeof paymentLogItemSchema>;

export type PaymentLogResponse = z.infer<typeof checkoutCall.response>;

export const checkoutInputSchema = z
  .object({
    packId: idField.optional(),
    /**
     * Minor units of the wallet's currency, whole units only; only for a custom amount (with a
     * pack the pack's amount is used).
     */
    amount: paymentAmountField.optional(),
    /**
     * The currency the user was shown; a wallet already in another currency refuses it (409).
     * Without it the viewer's market decides (decision 045).
     */
    currency: z.enum(MARKET_CURRENCIES, { error: 'must be INR or EUR' }).optional(),
    method: paymentMethodIdSchema,
  })
  .refine((input) => input.packId !== undefined || input.amount !== undefined, {
    error: 'packId or amount is required',
    path: ['packId'],
  });
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const initiatePaymentInputSchema = z.object({
  paymentLogId: idField,
  /** The UI language, so the gateway returns the user to the page in their language. */
  language: z.enum(LANGUAGES).default('en'),
});
export type InitiatePaymentInput = z.input<typeof initiatePaymentInputSchema>;

export type InitiatePaymentResponse = z.infer<typeof initiatePaymentCall.response>;

/** One payment log by id: `payment-log/complete`, `payment-log/submit`, the status poll. */
export const paymentLogIdInputSchema = z.object({ paymentLogId: idField });
export type PaymentLogIdInput = z.input<typeof paymentLogIdInputSchema>;

export const paymentLogsInputSchema = z.object(pageFields);
export type PaymentLogsInput = z.input<typeof paymentLogsInputSchema>;

export type PaymentLogsResponse = z.infer<typeof paymentLogsCall.response>;

/** Spec §7 `payment/gateway/paytm/initiate-payments`: hands the payment to its gateway. */
export const initiatePaymentCall = defineCall({
  path: '/api/payment/gateway/paytm/initiate-payments',
  methods: 'POST',
  summary: "Starts the payment with its gateway; returns the gateway page's URL",
  input: initiatePaymentInputSchema,
  output: z.object({ paymentLogId: z.number().int(), redirectUrl: z.string() }),
  auth: 'user',
});

/** Spec §7 `payment-log/get/payment/log`: every payment attempt of the user, newest first. */
export const paymentLogsCall = defineCall({
  path: '/api/payment-log/get/payment/log',
  methods: ['GET', 'POST'],
  summary: 'Every payment attempt of the signed-in user, newest first',
  input: paymentLogsInputSchema,
  output: pageInfoSchema.extend({ items: z.array(paymentLogItemSchema) }),
  auth: 'user',
});

/**
 * Spec §7 `payment-log/complete`: the web's return from the gateway. The server asks the gateway
 * for the verified result; what the client says never credits anything.
 */
export const completePaymentCall = defineCall({
  path: '/api/payment-log/complete',
  methods: 'POST',
  summary: 'Settles a payment from the gateway’s verified result',
  input: paymentLogIdInputSchema,
  output: paymentLogSchema,
  auth: 'user',
});

/** Spec §7 `payment-log/submit`: the user abandons a payment that has not been decided yet. */
export const submitPaymentCall = defineCall({
  path: '/api/payment-log/submit',
  methods: 'POST',
  summary: 'The user abandons an undecided payment (it becomes cancelled)',
  input: paymentLogIdInputSchema,
  output: paymentLogSchema,
  auth: 'user',
});

/** Spec §7 `payment-log/get/upi-payment/status`: polled by the return screen until final. */
export const paymentStatusCall = defineCall({
  path: '/api/payment-log/get/upi-payment/status',
  methods: ['GET', 'POST'],
  summary: 'Status of one payment (polled by the return screen)',
  input: paymentLogIdInputSchema,
  output: paymentLogSchema,
  auth: 'user',
});

/**
 * Spec §7 `api/checkout/process` (the spec's path itself starts with `api/`, so under our `/api`
 * prefix it reads `/api/api/checkout/process`). Creates a payment log for a pack or for a custom
 * amount; bonus and tax are always computed by the server.
 */
export const checkoutCall = defineCall({
  path: '/api/api/checkout/process',
  methods: 'POST',
  summary: 'Creates a payment log for a pack or amount: amount, bonus, tax and total',
  input: checkoutInputSchema,
  output: paymentLogSchema,
  auth: 'user',
});
