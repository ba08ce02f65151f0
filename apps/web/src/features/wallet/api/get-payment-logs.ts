import { PAYMENT_LOGS_PATH, paymentLogsResponseSchema } from '@lumus/contract/payments/payment-log';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { walletKeys } from './wallet-query-keys';

export const PAYMENT_LOGS_PAGE_SIZE = 10;

/** `payment-log/get/payment/log`: every payment attempt, newest first. */
export function paymentLogsQuery(userId: string | null, page: number) {
  return queryOptions({
    queryKey: walletKeys.paymentLogs(userId, page),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(PAYMENT_LOGS_PATH),
        { page, pageSize: PAYMENT_LOGS_PAGE_SIZE },
        { schema: paymentLogsResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    placeholderData: keepPreviousData,
  });
}
