import {
  CHECKOUT_PATH,
  type CheckoutInput,
  paymentLogResponseSchema,
} from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `api/checkout/process`: creates the payment log; the server fixes amount, bonus and tax. */
export async function processCheckout(input: CheckoutInput) {
  const response = await api.postJson(apiPath(CHECKOUT_PATH), input, {
    schema: paymentLogResponseSchema,
    auth: true,
  });
  return response.data;
}
