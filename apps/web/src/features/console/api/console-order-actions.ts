import type { DeclineInput } from '@lumus/contract/console/console-request';
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

/** `console/order/decline`: the request ends without a chat, nothing charged; the reason is kept. */
export function declineRequest(chatId: number, why: Omit<DeclineInput, 'chatId'>) {
  return api.call(consoleDeclineCall, { chatId, ...why });
}

/** `chat/order/end`: either side ends the active chat; the server charges it once. */
export function endChatOrder(chatId: number) {
  return api.call(endChatCall, { chatId });
}
