import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';
import {
  adminPaymentGetCall,
  adminPaymentRecheckCall,
  adminPaymentsListCall,
} from '@lumus/contract/admin/admin-calls';

export type PaymentFilters = {
  userId: string;
  search: string;
  status: string;
  method: string;
  from: string;
  to: string;
  page: number;
};

export function adminPaymentsQuery(filters: PaymentFilters) {
  return queryOptions({
    queryKey: adminKeys.list('payments', filters),
    queryFn: ({ signal }) => adminGet(adminPaymentsListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function adminPaymentQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('payments', id),
    queryFn: ({ signal }) => adminGet(adminPaymentGetCall, { id }, signal),
    retry: retryUnlessRefused,
  });
}

export function recheckPayment(id: number) {
  return adminPost(adminPaymentRecheckCall, { id });
}
