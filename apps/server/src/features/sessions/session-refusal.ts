import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { chatOrders } from './session-tables';

export const REASON_NO_SUCH_CHAT = 'No such chat.';

/** Whose request a state change is made for: the user who asked, or the psychic asked. */
export type SessionOwner = Readonly<{ userId: number }> | Readonly<{ consultantId: number }>;

/**
 * A state change matched no row: say why. Someone else's request (or none at all) is a 404, the
 * same answer either way so ids reveal nothing; the caller's own request in another state is a
 * 409 with `conflict`.
 */
export async function refuseStateChange(
  db: Database,
  chatId: number,
  owner: SessionOwner,
  conflict: string,
): Promise<never> {
  const [row] = await db
    .select({ userId: chatOrders.userId, consultantId: chatOrders.consultantId })
    .from(chatOrders)
    .where(eq(chatOrders.id, chatId));
  const own =
    row !== undefined &&
    ('userId' in owner ? row.userId === owner.userId : row.consultantId === owner.consultantId);
  throw own ? new CallFailure(409, conflict) : new CallFailure(404, REASON_NO_SUCH_CHAT);
}
