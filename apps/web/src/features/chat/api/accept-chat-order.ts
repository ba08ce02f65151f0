import { orderResponseSchema } from '@lumus/contract/chat/chat-calls';
import { USER_ACCEPT_ORDER_PATH } from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `chat/order/accept/byUser/v2`: the user joins the accepted chat; billing starts here. */
export async function acceptChatOrder(chatId: number) {
  const response = await api.postJson(
    apiPath(USER_ACCEPT_ORDER_PATH),
    { chatId },
    {
      schema: orderResponseSchema,
      auth: true,
    },
  );
  return response.data;
}
