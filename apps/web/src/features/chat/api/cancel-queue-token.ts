import { orderResponseSchema } from '@lumus/contract/chat/chat-calls';
import { CANCEL_QUEUE_TOKEN_PATH } from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `call-chat/queue/cancel/token`: leaves the queue; nothing is charged. */
export async function cancelQueueToken(chatId: number) {
  const response = await api.postJson(
    apiPath(CANCEL_QUEUE_TOKEN_PATH),
    { chatId },
    {
      schema: orderResponseSchema,
      auth: true,
    },
  );
  return response.data;
}
