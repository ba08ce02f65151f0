import { type CheckoutInput, checkoutCall } from '@lumus/contract/payments/payment-log';
import { api } from '../../../lib/api/api';

/** `api/checkout/process`: creates the payment log; the server fixes amount, bonus and tax. */
export async function processCheckout(input: CheckoutInput) {
  return api.call(checkoutCall, input);
}
