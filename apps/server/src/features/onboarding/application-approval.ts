import {
  consultantCategorySchema,
  consultantLanguageSchema,
} from '@lumus/contract/catalogue/consultant';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { createConsultant } from '../admin/admin-consultants';
import { consultants } from '../catalogue/catalogue-tables';
import { users } from '../users/users-tables';
import { publishPhoto } from './application-files';
import type { ApplicationRow } from './psychic-applications';

export const REASON_APPLICANT_IS_ADMIN = 'The applicant’s account is an administrator account.';
export const REASON_APPLICANT_IS_PSYCHIC = 'The applicant’s account already signs in as a psychic.';

/**
 * The catalogue profile made from an approved application, linked to the applicant's own account
 * (`consultants.user_id`, as the console finds a psychic), whatever way they signed in. Offline
 * and listed; the price is the proposed one, in its currency's market, the platform's default
 * share applies; "Verified",
 * since the operator checked the ID document (decision 048).
 */
export async function approveApplication(
  tx: Database,
  application: ApplicationRow,
  now: Date,
): Promise<number> {
  const [account] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, application.userId));
  if (account === undefined) throw new Error(`applicant ${application.userId} is missing`);
  if (account.role === 'admin') throw new CallFailure(409, REASON_APPLICANT_IS_ADMIN);
  const [linked] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.userId, application.userId));
  if (linked !== undefined) throw new CallFailure(409, REASON_APPLICANT_IS_PSYCHIC);
  // A euro applicant serves the euro market at the proposed price; India only once the operator
  // sets a rupee price and opens it (the rupee column needs a value meanwhile, never shown).
  const euro = application.currency === 'EUR';
  const consultantId = await createConsultant(tx, {
    displayName: application.displayName,
    photoUrl: await publishPhoto(tx, application.photoFileId),
    // One bio, in the applicant's words; the psychic can write the other language in the console.
    bioEn: application.bio,
    bioDe: application.bio,
    categories: z.array(consultantCategorySchema).parse(application.categories),
    languages: z.array(consultantLanguageSchema).parse(application.languages),
    experienceYears: application.experienceYears,
    pricePerMinuteMinor: euro ? 0 : application.pricePerMinuteMinor,
    callPricePerMinuteMinor: null,
    servesInr: !euro,
    ...(euro
      ? {
          eurPricePerMinuteMinor: application.pricePerMinuteMinor,
          eurCallPricePerMinuteMinor: null,
        }
      : {}),
    platformSharePercent: null,
    // No phone: the account is linked below by id, not found by number.
    countryCode: '',
    mobile: '',
  });
  await tx
    .update(consultants)
    // The operator saw the ID document before approving: the identity counts as checked.
    .set({ userId: application.userId, identityVerifiedAt: now })
    .where(eq(consultants.id, consultantId));
  await tx
    .update(users)
    .set({ role: 'consultant' })
    .where(and(eq(users.id, application.userId), eq(users.role, 'user')));
  return consultantId;
}
