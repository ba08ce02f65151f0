import { endChatCall } from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `chat/end`: either side ends a session of any kind (nothing more is billed after the free end). */
export async function endSession(chatId: number) {
  return api.call(endChatCall, { chatId });
}
