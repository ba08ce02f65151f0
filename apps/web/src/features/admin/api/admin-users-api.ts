import {
  adminUserResponseSchema,
  adminUsersResponseSchema,
} from '@lumus/contract/admin/admin-users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';

export type UserFilters = { search: string; page: number };

export function adminUsersQuery(filters: UserFilters) {
  return queryOptions({
    queryKey: adminKeys.list('users', filters),
    queryFn: ({ signal }) =>
      adminGet('usersList', filterParams(filters), adminUsersResponseSchema, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function adminUserQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('users', id),
    queryFn: ({ signal }) => adminGet('userGet', { id }, adminUserResponseSchema, signal),
    retry: retryUnlessRefused,
  });
}

export function blockUser(input: { id: number; blocked: boolean; reason: string }) {
  return adminPost('userBlock', input, adminUserResponseSchema);
}
