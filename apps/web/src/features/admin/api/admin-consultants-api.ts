import {
  type AdminConsultant,
  adminConsultantResponseSchema,
  adminConsultantsResponseSchema,
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

/** What the consultant form sends; the server checks every field again. */
export type ConsultantPayload = {
  displayName: string;
  photoUrl: string;
  bioEn: string;
  bioDe: string;
  categories: string[];
  languages: string[];
  experienceYears: number;
  pricePerMinuteMinor: number;
  platformSharePercent: number | null;
  countryCode: string;
  mobile: string;
};

export function saveConsultant(
  id: number | null,
  payload: ConsultantPayload,
): Promise<AdminConsultant> {
  return id === null
    ? adminPost('consultantCreate', payload, adminConsultantResponseSchema)
    : adminPost('consultantUpdate', { ...payload, id }, adminConsultantResponseSchema);
}

export function suspendConsultant(id: number, suspended: boolean): Promise<AdminConsultant> {
  return adminPost('consultantSuspend', { id, suspended }, adminConsultantResponseSchema);
}
