import {
  adminStaffAddCall,
  adminStaffListCall,
  adminStaffRemoveCall,
  type StaffAddInput,
} from '@lumus/contract/staff/staff-calls';
import { queryOptions } from '@tanstack/react-query';
import { adminGet, adminPost, retryUnlessRefused } from './admin-call';
import { adminKeys } from './admin-keys';

export const staffKey = [...adminKeys.all, 'staff'] as const;

export function adminStaffQuery() {
  return queryOptions({
    queryKey: staffKey,
    queryFn: ({ signal }) => adminGet(adminStaffListCall, {}, signal),
    retry: retryUnlessRefused,
  });
}

export function addSupportAgent(input: StaffAddInput) {
  return adminPost(adminStaffAddCall, input);
}

export function removeSupportAgent(userId: number) {
  return adminPost(adminStaffRemoveCall, { userId });
}
