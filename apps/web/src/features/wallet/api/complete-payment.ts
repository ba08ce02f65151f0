import {
  COMPLETE_PAYMENT_PATH,
  paymentLogResponseSchema,
} from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `payment-log/complete`: back from the gateway, the server checks the result with it. */
export async function completePayment(paymentLogId: number) {
  const response = await api.postJson(
    apiPath(COMPLETE_PAYMENT_PATH),
    { paymentLogId },
    { schema: paymentLogResponseSchema, auth: true },
  );
  return response.data;
}
