import {
  consoleAcceptCall,
  consoleDeclineCall,
  endChatCall,
} from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `console/order/accept`: the psychic takes a waiting request; the user is asked to join. */
export function acceptRequest(chatId: number) {
  return api.call(consoleAcceptCall, { chatId });
}

/** `console/order/decline`: the request ends without a chat; nothing is charged. */
export function declineRequest(chatId: number) {
  return api.call(consoleDeclineCall, { chatId });
}

/** `chat/order/end`: either side ends the active chat; the server charges it once. */
export function endChatOrder(chatId: number) {
  return api.call(endChatCall, { chatId });
}
