import { z } from 'zod';

/** Spec §7 `payment/method/get/by/user`: the gateways this server can take a payment through. */
export const PAYMENT_METHODS_PATH = '/api/payment/method/get/by/user';

/** `test`: the built-in test gateway (never in production); `stripe`: Stripe Checkout. */
export const paymentMethodIdSchema = z.enum(['test', 'stripe'], {
  error: 'must be test or stripe',
});
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

export const paymentMethodsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    methods: z.array(z.object({ id: paymentMethodIdSchema, isTest: z.boolean() })),
  }),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;
