import {
  paymentLogResponseSchema,
  SUBMIT_PAYMENT_PATH,
} from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `payment-log/submit`: the user came back from the gateway without paying (cancelled). */
export async function submitPaymentCancel(paymentLogId: number) {
  const response = await api.postJson(
    apiPath(SUBMIT_PAYMENT_PATH),
    { paymentLogId },
    { schema: paymentLogResponseSchema, auth: true },
  );
  return response.data;
}
