import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDashboardCall } from '@lumus/contract/admin/admin-calls';
import { adminKeys } from './admin-keys';
import { adminGet, retryUnlessRefused } from './admin-call';

export function adminDashboardQuery(days: number) {
  return queryOptions({
    queryKey: adminKeys.list('dashboard', { days }),
    queryFn: ({ signal }) => adminGet(adminDashboardCall, { days }, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
