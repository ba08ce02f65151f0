import { orderResponseSchema } from '@lumus/contract/chat/chat-calls';
import { HOLD_QUEUE_TOKEN_PATH } from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `queue-token/user/hold/unhold`: keeps the place while others go first; unhold resumes. */
export async function holdQueueToken(chatId: number, hold: boolean) {
  const response = await api.postJson(
    apiPath(HOLD_QUEUE_TOKEN_PATH),
    { chatId, hold },
    {
      schema: orderResponseSchema,
      auth: true,
    },
  );
  return response.data;
}
