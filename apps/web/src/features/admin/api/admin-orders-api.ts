import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';
import {
  adminOrderGetCall,
  adminOrderRefundCall,
  adminOrdersListCall,
} from '@lumus/contract/admin/admin-calls';

export type OrderFilters = {
  userId: string;
  user: string;
  psychic: string;
  status: string;
  from: string;
  to: string;
  page: number;
};

export function adminOrdersQuery(filters: OrderFilters) {
  return queryOptions({
    queryKey: adminKeys.list('orders', filters),
    queryFn: ({ signal }) => adminGet(adminOrdersListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function adminOrderQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('orders', id),
    queryFn: ({ signal }) => adminGet(adminOrderGetCall, { id }, signal),
    retry: retryUnlessRefused,
  });
}

export function refundOrder(input: {
  id: number;
  amount: number;
  reason: string;
  requestId: string;
}) {
  return adminPost(adminOrderRefundCall, input);
}
