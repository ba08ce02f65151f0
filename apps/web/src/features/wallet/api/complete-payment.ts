import { completePaymentCall } from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';

/** `payment-log/complete`: back from the gateway, the server checks the result with it. */
export async function completePayment(paymentLogId: number) {
  return api.call(completePaymentCall, { paymentLogId });
}
