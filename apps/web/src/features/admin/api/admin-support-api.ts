import {
  adminSupportAssignCall,
  adminSupportFiguresCall,
  adminSupportGetCall,
  adminSupportGoodwillCall,
  adminSupportListCall,
  adminSupportNoteCall,
  adminSupportRefundCall,
  adminSupportReplyCall,
  adminSupportStatusCall,
  type AdminSupportMoneyInput,
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

/** Open conversations and the week's medians; refreshed with every live support event. */
export function adminSupportFiguresQuery() {
  return queryOptions({
    queryKey: [...supportKeys.all, 'figures'] as const,
    queryFn: ({ signal }) => adminGet(adminSupportFiguresCall, {}, signal),
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
  | { kind: 'reply' | 'note'; conversationId: number; text: string; image: File | null }
  | { kind: 'assign'; conversationId: number }
  | { kind: 'status'; conversationId: number; status: 'open' | 'resolved' };

/** One staff action; each answers the conversation as it is afterwards. */
export function supportAction(action: SupportAction) {
  switch (action.kind) {
    case 'reply':
    case 'note': {
      const { conversationId, text, image } = action;
      return adminPost(action.kind === 'reply' ? adminSupportReplyCall : adminSupportNoteCall, {
        conversationId,
        text,
        ...(image === null ? {} : { image }),
      });
    }
    case 'assign':
      return adminPost(adminSupportAssignCall, action);
    case 'status':
      return adminPost(adminSupportStatusCall, action);
  }
}

/** Money from the conversation: a refund of its session, or a goodwill credit. */
export function supportMoney(kind: 'refund' | 'goodwill', input: AdminSupportMoneyInput) {
  return adminPost(kind === 'refund' ? adminSupportRefundCall : adminSupportGoodwillCall, input);
}
