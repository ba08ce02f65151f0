import {
  type AdminGroupDetail,
  type AdminGroupSaveInput,
} from '@lumus/contract/admin/admin-groups';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, retryUnlessRefused } from './admin-call';
import {
  adminGroupDeleteCall,
  adminGroupGetCall,
  adminGroupMembersSetCall,
  adminGroupSaveCall,
  adminGroupsListCall,
} from '@lumus/contract/admin/admin-calls';

export function adminGroupsQuery() {
  return queryOptions({
    queryKey: adminKeys.list('groups', {}),
    queryFn: ({ signal }) => adminGet(adminGroupsListCall, {}, signal),
    retry: retryUnlessRefused,
  });
}

export function adminGroupQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.detail('groups', id),
    queryFn: ({ signal }) => adminGet(adminGroupGetCall, { id }, signal),
    retry: retryUnlessRefused,
  });
}

export function saveGroup(payload: AdminGroupSaveInput): Promise<AdminGroupDetail> {
  return adminPost(adminGroupSaveCall, payload);
}

export function setGroupMembers(
  id: number,
  consultantIds: readonly number[],
): Promise<AdminGroupDetail> {
  return adminPost(adminGroupMembersSetCall, { id, consultantIds: [...consultantIds] });
}

export async function deleteGroup(id: number): Promise<void> {
  await adminPost(adminGroupDeleteCall, { id });
}
