import {
  INITIATE_PAYMENT_PATH,
  type InitiatePaymentInput,
  initiatePaymentResponseSchema,
} from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `payment/gateway/paytm/initiate-payments`: returns the gateway page to send the user to. */
export async function initiatePayment(input: InitiatePaymentInput) {
  const response = await api.postJson(apiPath(INITIATE_PAYMENT_PATH), input, {
    schema: initiatePaymentResponseSchema,
    auth: true,
  });
  return response.data;
}
