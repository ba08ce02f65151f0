import {
  type InitiatePaymentInput,
  initiatePaymentCall,
} from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';

/** `payment/gateway/paytm/initiate-payments`: returns the gateway page to send the user to. */
export async function initiatePayment(input: InitiatePaymentInput) {
  return api.call(initiatePaymentCall, input);
}
