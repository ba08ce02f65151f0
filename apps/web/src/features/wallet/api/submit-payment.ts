import { submitPaymentCall } from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';

/** `payment-log/submit`: the user came back from the gateway without paying (cancelled). */
export async function submitPaymentCancel(paymentLogId: number) {
  return api.call(submitPaymentCall, { paymentLogId });
}
