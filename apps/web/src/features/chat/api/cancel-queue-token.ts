import { cancelQueueTokenCall } from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `call-chat/queue/cancel/token`: leaves the queue; nothing is charged. */
export async function cancelQueueToken(chatId: number) {
  return api.call(cancelQueueTokenCall, { chatId });
}
