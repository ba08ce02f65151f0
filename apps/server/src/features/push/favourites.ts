import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import { cardColumns, toCard } from '../catalogue/consultant-card';
import { favourites } from './push-tables';

export const REASON_NO_PSYCHIC = 'No such psychic.';

/** Follows a psychic: their "is online" notices and the Favourites list. Repeating changes nothing. */
export async function addFavourite(
  db: Database,
  userId: number,
  consultantId: number,
  at: Date,
): Promise<void> {
  const [psychic] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(and(eq(consultants.id, consultantId), isNull(consultants.suspendedAt)));
  if (psychic === undefined) throw new CallFailure(404, REASON_NO_PSYCHIC);
  await db.insert(favourites).values({ userId, consultantId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavourite(
  db: Database,
  userId: number,
  consultantId: number,
): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.consultantId, consultantId)));
}

/** The user's favourites, newest first; a suspended psychic is left out, as in the catalogue. */
export async function listFavourites(db: Database, userId: number): Promise<ConsultantCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(favourites)
    .innerJoin(consultants, eq(consultants.id, favourites.consultantId))
    .where(and(eq(favourites.userId, userId), isNull(consultants.suspendedAt)))
    .orderBy(desc(favourites.createdAt), desc(consultants.id))
    .limit(200);
  return rows.map(toCard);
}
