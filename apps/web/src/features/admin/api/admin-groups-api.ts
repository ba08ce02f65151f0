import {
  type AdminGroupDetail,
  adminGroupDeleteResponseSchema,
  adminGroupResponseSchema,
  type AdminGroupSaveInput,
  adminGroupsResponseSchema,
} from '@lumus/contract/admin/admin-groups';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, retryUnlessRefused } from './admin-call';

export function adminGroupsQuery() {
  return queryOptions({
    queryKey: adminKeys.list('groups', {}),
    queryFn: ({ signal }) => adminGet('groupsList', {}, adminGroupsResponseSchema, signal),
    retry: retryUnlessRefused,
  });
}

export function adminGroupQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('groups', id),
    queryFn: ({ signal }) => adminGet('groupGet', { id }, adminGroupResponseSchema, signal),
    retry: retryUnlessRefused,
  });
}

export function saveGroup(payload: AdminGroupSaveInput): Promise<AdminGroupDetail> {
  return adminPost('groupSave', payload, adminGroupResponseSchema);
}

export function setGroupMembers(
  id: number,
  consultantIds: readonly number[],
): Promise<AdminGroupDetail> {
  return adminPost('groupMembersSet', { id, consultantIds }, adminGroupResponseSchema);
}

export async function deleteGroup(id: number): Promise<void> {
  await adminPost('groupDelete', { id }, adminGroupDeleteResponseSchema);
}
