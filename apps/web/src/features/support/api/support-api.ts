import {
  SUPPORT_IMAGE_PATH,
  type SupportCreateInput,
  type SupportThread,
} from '@lumus/contract/support/support';
import {
  supportCreateCall,
  supportGetCall,
  supportListCall,
  supportSendCall,
} from '@lumus/contract/support/support-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { fetchPrivateFile } from '../../../lib/api/private-file';

export const supportKeys = {
  all: (userId: string | null) => ['support', userId] as const,
  list: (userId: string | null) => ['support', userId, 'list'] as const,
  thread: (userId: string | null, id: number) => ['support', userId, 'thread', id] as const,
  image: (userId: string | null, id: string) => ['support', userId, 'image', id] as const,
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

/** Text, an image, or both; the image goes as multipart and the server checks it again. */
export function sendSupportMessage(input: {
  conversationId: number;
  text: string;
  image: File | null;
}) {
  return api.call(supportSendCall, {
    conversationId: input.conversationId,
    text: input.text,
    ...(input.image === null ? {} : { image: input.image }),
  });
}

/**
 * A support image's bytes, for the conversation's owner or staff (the route refuses anyone else).
 * An image never changes under its id, so it is fetched once per account.
 */
export function supportImageQuery(userId: string | null, imageId: string) {
  return queryOptions({
    queryKey: supportKeys.image(userId, imageId),
    queryFn: ({ signal }) => fetchPrivateFile(SUPPORT_IMAGE_PATH, { imageId }, signal),
    enabled: userId !== null,
    staleTime: Infinity,
    retry: 1,
  });
}
