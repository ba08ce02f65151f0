import { userAcceptOrderCall } from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `chat/order/accept/byUser/v2`: the user joins the accepted chat; billing starts here. */
export async function acceptChatOrder(chatId: number) {
  return api.call(userAcceptOrderCall, { chatId });
}
