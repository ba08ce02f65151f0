import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AdminApplicationDecideInput,
  type AdminPriceChangeDecideInput,
  adminApplicationDecideCall,
  adminApplicationGetCall,
  adminApplicationsListCall,
  adminPriceChangeDecideCall,
  adminPriceChangesListCall,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import { adminConsultantForceOfflineCall } from '@lumus/contract/admin/admin-consultant-offline';
import { adminConsultantVerifiedSetCall } from '@lumus/contract/admin/admin-consultant-verified';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';

export type ApplicationFilters = { status: string; page: number };

export function adminApplicationsQuery(filters: ApplicationFilters) {
  return queryOptions({
    queryKey: adminKeys.list('applications', filters),
    queryFn: ({ signal }) => adminGet(adminApplicationsListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function adminApplicationQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('applications', id),
    queryFn: ({ signal }) => adminGet(adminApplicationGetCall, { id }, signal),
    retry: retryUnlessRefused,
  });
}

export function decideApplication(input: AdminApplicationDecideInput) {
  return adminPost(adminApplicationDecideCall, input);
}

/** The price change queue by status and, when `currency` is not '', by market currency. */
export type PriceChangeFilters = ApplicationFilters & { currency: string };

export function adminPriceChangesQuery(filters: PriceChangeFilters) {
  return queryOptions({
    queryKey: adminKeys.list('price-changes', filters),
    queryFn: ({ signal }) => adminGet(adminPriceChangesListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function decidePriceChange(input: AdminPriceChangeDecideInput) {
  return adminPost(adminPriceChangeDecideCall, input);
}

export function forceOffline(id: number) {
  return adminPost(adminConsultantForceOfflineCall, { id });
}

/** Gives or takes away the "Verified" mark (the operator checked the identity; audited). */
export function setVerified(id: number, verified: boolean) {
  return adminPost(adminConsultantVerifiedSetCall, { id, verified });
}
