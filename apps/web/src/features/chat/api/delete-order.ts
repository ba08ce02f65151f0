import { orderResponseSchema } from '@lumus/contract/chat/chat-calls';
import { DELETE_ORDER_PATH } from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `order/delete/byId`: hides a finished chat from the user's history (the record stays). */
export async function deleteOrder(chatId: number) {
  const response = await api.postJson(
    apiPath(DELETE_ORDER_PATH),
    { chatId },
    { schema: orderResponseSchema, auth: true },
  );
  return response.data;
}
