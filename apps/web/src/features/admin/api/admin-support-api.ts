import {
  adminSupportAssignCall,
  adminSupportGetCall,
  adminSupportListCall,
  adminSupportNoteCall,
  adminSupportReplyCall,
  adminSupportStatusCall,
} from '@lumus/contract/support/support-admin-calls';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminGet, adminPost, filterParams, retryUnlessRefused } from './admin-call';
import { adminKeys } from './admin-keys';

export type SupportFilters = {
  reason: string;
  status: string;
  /** 'true' or '' (a filter field's text). */
  mine: string;
  page: number;
};

export const supportKeys = {
  all: [...adminKeys.all, 'support'] as const,
  detail: (id: number) => adminKeys.detail('support', id),
};

export function adminSupportListQuery(filters: SupportFilters) {
  return queryOptions({
    queryKey: adminKeys.list('support', filters),
    queryFn: ({ signal }) => adminGet(adminSupportListCall, filterParams(filters), signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function adminSupportQuery(conversationId: number) {
  return queryOptions({
    queryKey: supportKeys.detail(conversationId),
    queryFn: ({ signal }) => adminGet(adminSupportGetCall, { conversationId }, signal),
    retry: retryUnlessRefused,
  });
}

export type SupportAction =
  | { kind: 'reply' | 'note'; conversationId: number; text: string }
  | { kind: 'assign'; conversationId: number }
  | { kind: 'status'; conversationId: number; status: 'open' | 'resolved' };

/** One staff action; each answers the conversation as it is afterwards. */
export function supportAction(action: SupportAction) {
  switch (action.kind) {
    case 'reply':
      return adminPost(adminSupportReplyCall, action);
    case 'note':
      return adminPost(adminSupportNoteCall, action);
    case 'assign':
      return adminPost(adminSupportAssignCall, action);
    case 'status':
      return adminPost(adminSupportStatusCall, action);
  }
}
