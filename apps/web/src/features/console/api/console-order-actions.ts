import { orderResponseSchema } from '@lumus/contract/chat/chat-calls';
import {
  CONSOLE_ACCEPT_PATH,
  CONSOLE_DECLINE_PATH,
  END_CHAT_PATH,
} from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { apiPath } from '../../chat/api/api-path';

async function postOrder(path: string, chatId: number) {
  const response = await api.postJson(
    apiPath(path),
    { chatId },
    { schema: orderResponseSchema, auth: true },
  );
  return response.data;
}

/** `console/order/accept`: the psychic takes a waiting request; the user is asked to join. */
export function acceptRequest(chatId: number) {
  return postOrder(CONSOLE_ACCEPT_PATH, chatId);
}

/** `console/order/decline`: the request ends without a chat; nothing is charged. */
export function declineRequest(chatId: number) {
  return postOrder(CONSOLE_DECLINE_PATH, chatId);
}

/** `chat/order/end`: either side ends the active chat; the server charges it once. */
export function endChatOrder(chatId: number) {
  return postOrder(END_CHAT_PATH, chatId);
}
