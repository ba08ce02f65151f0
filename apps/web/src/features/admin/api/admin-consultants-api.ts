import {
  type AdminConsultant,
  type AdminConsultantCreateInput,
} from '@lumus/contract/admin/admin-consultants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';
import {
  adminConsultantCreateCall,
  adminConsultantSuspendCall,
  adminConsultantUpdateCall,
  adminConsultantsListCall,
} from '@lumus/contract/admin/admin-calls';

export type ConsultantFilters = {
  search: string;
  state: 'all' | 'active' | 'suspended';
  page: number;
};

export function adminConsultantsQuery(filters: ConsultantFilters) {
  return queryOptions({
    queryKey: adminKeys.list('consultants', filters),
    queryFn: ({ signal }) => adminGet(adminConsultantsListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function saveConsultant(
  id: number | null,
  payload: AdminConsultantCreateInput,
): Promise<AdminConsultant> {
  return id === null
    ? adminPost(adminConsultantCreateCall, payload)
    : adminPost(adminConsultantUpdateCall, { ...payload, id });
}

export function suspendConsultant(id: number, suspended: boolean): Promise<AdminConsultant> {
  return adminPost(adminConsultantSuspendCall, { id, suspended });
}
