import {
  type AdminConsultant,
  adminConsultantResponseSchema,
  adminConsultantsResponseSchema,
  type AdminConsultantCreateInput,
} from '@lumus/contract/admin/admin-consultants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';

export type ConsultantFilters = {
  search: string;
  state: 'all' | 'active' | 'suspended';
  page: number;
};

export function adminConsultantsQuery(filters: ConsultantFilters) {
  return queryOptions({
    queryKey: adminKeys.list('consultants', filters),
    queryFn: ({ signal }) =>
      adminGet('consultantsList', filterParams(filters), adminConsultantsResponseSchema, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function saveConsultant(
  id: number | null,
  payload: AdminConsultantCreateInput,
): Promise<AdminConsultant> {
  return id === null
    ? adminPost('consultantCreate', payload, adminConsultantResponseSchema)
    : adminPost('consultantUpdate', { ...payload, id }, adminConsultantResponseSchema);
}

export function suspendConsultant(id: number, suspended: boolean): Promise<AdminConsultant> {
  return adminPost('consultantSuspend', { id, suspended }, adminConsultantResponseSchema);
}
