import {
  FINAL_PAYMENT_STATUSES,
  PAYMENT_STATUS_PATH,
  paymentLogResponseSchema,
} from '@lumus/contract/payments/payment-log';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { walletKeys } from './wallet-query-keys';

export const PAYMENT_STATUS_POLL_MS = 2_000;

/** `payment-log/get/upi-payment/status`, polled until the payment is final. */
export function paymentStatusQuery(paymentLogId: number) {
  return queryOptions({
    queryKey: walletKeys.paymentStatus(paymentLogId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(PAYMENT_STATUS_PATH),
        { paymentLogId },
        { schema: paymentLogResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    refetchInterval: (query) =>
      query.state.data !== undefined && FINAL_PAYMENT_STATUSES.includes(query.state.data.status)
        ? false
        : PAYMENT_STATUS_POLL_MS,
    staleTime: 0,
  });
}
