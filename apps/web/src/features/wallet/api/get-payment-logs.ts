import { paymentLogsCall } from '@lumus/contract/payments/payment-log';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { walletKeys } from './wallet-query-keys';

export const PAYMENT_LOGS_PAGE_SIZE = 10;

/** `payment-log/get/payment/log`: every payment attempt, newest first. */
export function paymentLogsQuery(userId: string | null, page: number) {
  return queryOptions({
    queryKey: walletKeys.paymentLogs(userId, page),
    queryFn: async ({ signal }) => {
      return api.call(paymentLogsCall, { page, pageSize: PAYMENT_LOGS_PAGE_SIZE }, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
