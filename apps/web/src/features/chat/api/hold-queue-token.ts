import { holdQueueTokenCall } from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `queue-token/user/hold/unhold`: keeps the place while others go first; unhold resumes. */
export async function holdQueueToken(chatId: number, hold: boolean) {
  return api.call(holdQueueTokenCall, { chatId, hold });
}
