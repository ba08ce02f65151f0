import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';
import {
  adminUserBlockCall,
  adminUserGetCall,
  adminUsersListCall,
} from '@lumus/contract/admin/admin-calls';

export type UserFilters = { search: string; page: number };

export function adminUsersQuery(filters: UserFilters) {
  return queryOptions({
    queryKey: adminKeys.list('users', filters),
    queryFn: ({ signal }) => adminGet(adminUsersListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function adminUserQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('users', id),
    queryFn: ({ signal }) => adminGet(adminUserGetCall, { id }, signal),
    retry: retryUnlessRefused,
  });
}

export function blockUser(input: { id: number; blocked: boolean; reason: string }) {
  return adminPost(adminUserBlockCall, input);
}
