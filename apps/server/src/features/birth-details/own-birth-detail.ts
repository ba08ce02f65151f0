import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { birthDetails } from './birth-details-tables';

/** A person saved by this user, or a 404: another user's id looks exactly like a missing one. */
export async function ownBirthDetail(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(birthDetails)
    .where(and(eq(birthDetails.id, id), eq(birthDetails.userId, userId)));
  if (row === undefined) throw new CallFailure(404, `No saved person with id ${id}.`);
  return row;
}
