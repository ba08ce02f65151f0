import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, filterParams, retryUnlessRefused } from './admin-call';
import { adminAuditListCall } from '@lumus/contract/admin/admin-calls';

export type AuditFilters = {
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
  page: number;
};

export function adminAuditQuery(filters: AuditFilters) {
  return queryOptions({
    queryKey: adminKeys.list('audit', filters),
    queryFn: ({ signal }) => adminGet(adminAuditListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
