import {
  adminOrderResponseSchema,
  adminOrdersResponseSchema,
  adminRefundResponseSchema,
} from '@lumus/contract/admin/admin-orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';

export type OrderFilters = {
  userId: string;
  consultantId: string;
  status: string;
  from: string;
  to: string;
  page: number;
};

export function adminOrdersQuery(filters: OrderFilters) {
  return queryOptions({
    queryKey: adminKeys.list('orders', filters),
    queryFn: ({ signal }) =>
      adminGet('ordersList', filterParams(filters), adminOrdersResponseSchema, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function adminOrderQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('orders', id),
    queryFn: ({ signal }) => adminGet('orderGet', { id }, adminOrderResponseSchema, signal),
    retry: retryUnlessRefused,
  });
}

export function refundOrder(input: {
  id: number;
  amount: number;
  reason: string;
  requestId: string;
}) {
  return adminPost('orderRefund', input, adminRefundResponseSchema);
}
