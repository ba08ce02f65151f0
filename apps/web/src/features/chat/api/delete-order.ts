import { deleteOrderCall } from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `order/delete/byId`: hides a finished chat from the user's history (the record stays). */
export async function deleteOrder(chatId: number) {
  return api.call(deleteOrderCall, { chatId });
}
