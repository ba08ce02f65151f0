import { z } from 'zod';
import { defineCall } from '../call';

/** `test`: the built-in test gateway (never in production); `stripe`: Stripe Checkout. */
export const paymentMethodIdSchema = z.enum(['test', 'stripe'], {
  error: 'must be test or stripe',
});
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

export type PaymentMethodsResponse = z.infer<typeof paymentMethodsCall.response>;

/** Spec §7 `payment/method/get/by/user`: the gateways this server can take a payment through. */
export const paymentMethodsCall = defineCall({
  path: '/api/payment/method/get/by/user',
  methods: ['GET', 'POST'],
  summary: 'Payment methods this server can take a payment through',
  input: z.object({}),
  output: z.object({
    methods: z.array(z.object({ id: paymentMethodIdSchema, isTest: z.boolean() })),
  }),
  auth: 'user',
});
