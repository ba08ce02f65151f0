import type {
  ConsoleProfile,
  consoleProfileUpdateInputSchema,
} from '@lumus/contract/onboarding/console-profile';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { consultants } from '../catalogue/catalogue-tables';
import { consoleAccountOf } from '../chat/console-suspension';
import { REASON_NOT_CONSULTANT } from '../chat/console-routes';
import { consolePrices } from './price-changes';

/** The psychic the signed-in account speaks for; any other account is refused (403). */
export async function ownConsultantId(db: Database, userId: number): Promise<number> {
  const account = await consoleAccountOf(db, userId);
  if (account === undefined) throw new CallFailure(403, REASON_NOT_CONSULTANT);
  return account.id;
}

export async function readConsoleProfile(
  db: Database,
  consultantId: number,
): Promise<ConsoleProfile> {
  const [row] = await db.select().from(consultants).where(eq(consultants.id, consultantId));
  if (row === undefined) throw new CallFailure(404, `No psychic with id ${consultantId}.`);
  return {
    consultantId: row.id,
    displayName: row.displayName,
    photoUrl: row.photoPath,
    bioEn: row.bioEn,
    bioDe: row.bioDe,
    languages: row.languages,
    prices: await consolePrices(db, row.id),
  };
}

/** Photo, bios and languages are the psychic's own to change; the price goes through review. */
export async function updateConsoleProfile(
  db: Database,
  consultantId: number,
  fields: z.output<typeof consoleProfileUpdateInputSchema>,
): Promise<void> {
  await db
    .update(consultants)
    .set({
      photoPath: fields.photoUrl,
      bioEn: fields.bioEn,
      bioDe: fields.bioDe,
      languages: fields.languages,
    })
    .where(eq(consultants.id, consultantId));
  notifyCatalogueChange(db);
}
