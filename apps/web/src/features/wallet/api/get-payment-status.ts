import { FINAL_PAYMENT_STATUSES, paymentStatusCall } from '@lumus/contract/payments/payment-log';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { walletKeys } from './wallet-query-keys';

export const PAYMENT_STATUS_POLL_MS = 2_000;

/** `payment-log/get/upi-payment/status`, polled until the payment is final. */
export function paymentStatusQuery(paymentLogId: number) {
  return queryOptions({
    queryKey: walletKeys.paymentStatus(paymentLogId),
    queryFn: async ({ signal }) => {
      return api.call(paymentStatusCall, { paymentLogId }, { signal });
    },
    refetchInterval: (query) =>
      query.state.data !== undefined && FINAL_PAYMENT_STATUSES.includes(query.state.data.status)
        ? false
        : PAYMENT_STATUS_POLL_MS,
    staleTime: 0,
  });
}
