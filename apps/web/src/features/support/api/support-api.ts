import type { SupportCreateInput, SupportThread } from '@lumus/contract/support/support';
import {
  supportCreateCall,
  supportGetCall,
  supportListCall,
  supportSendCall,
} from '@lumus/contract/support/support-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const supportKeys = {
  all: (userId: string | null) => ['support', userId] as const,
  list: (userId: string | null) => ['support', userId, 'list'] as const,
  thread: (userId: string | null, id: number) => ['support', userId, 'thread', id] as const,
};

export function supportListQuery(userId: string | null) {
  return queryOptions({
    queryKey: supportKeys.list(userId),
    queryFn: async ({ signal }) => (await api.call(supportListCall, {}, { signal })).items,
    enabled: userId !== null,
  });
}

export function supportThreadQuery(userId: string | null, conversationId: number) {
  return queryOptions({
    queryKey: supportKeys.thread(userId, conversationId),
    queryFn: ({ signal }) => api.call(supportGetCall, { conversationId }, { signal }),
    enabled: userId !== null,
  });
}

export function createSupportConversation(input: SupportCreateInput): Promise<SupportThread> {
  return api.call(supportCreateCall, input);
}

export function sendSupportMessage(input: { conversationId: number; text: string }) {
  return api.call(supportSendCall, input);
}
