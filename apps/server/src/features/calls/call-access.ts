import type { ChatOrderStatus } from '@lumus/contract/chat/chat-order';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { orderForParticipant } from '../chat/chat-access';
import type { ChatOrderRow } from '../sessions/order-view';
import type { SessionSide } from '../sessions/session-lifecycle';

export const REASON_NOT_A_CALL = 'This is not a call.';
export const REASON_CALL_NOT_ACTIVE = 'This call is not active.';

/**
 * The call and the caller's side of it, for its two parties only: 404 for an unknown id, 403 for
 * anyone else (another user, a guest, the wrong psychic; a suspended psychic keeps only the call
 * in progress), 409 for a chat or a call in none of the `statuses`.
 */
export async function callForParty(
  db: Database,
  chatId: number,
  userId: number,
  statuses: readonly ChatOrderStatus[],
): Promise<{ row: ChatOrderRow; side: SessionSide }> {
  const party = await orderForParticipant(db, chatId, userId);
  if (party.row.kind !== 'call') throw new CallFailure(409, REASON_NOT_A_CALL);
  if (!statuses.includes(party.row.status)) throw new CallFailure(409, REASON_CALL_NOT_ACTIVE);
  return party;
}
