import { continueSessionCall } from '@lumus/contract/sessions/session-consent';
import { api } from '../../../lib/api/api';

/** `session/continue`: the user agrees to go on at the rate once the free minutes ran out. */
export async function continueSession(chatId: number) {
  return api.call(continueSessionCall, { chatId });
}
