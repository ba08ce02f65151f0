import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { phoneNumberProblem } from '../auth/phone-number';
import { findOrCreateUserByPhone } from '../users/find-or-create-user';
import { users } from '../users/users-tables';

export type GrantAdminResult = Readonly<{ userId: number; created: boolean; wasAdmin: boolean }>;

/**
 * Makes the owner of a phone number an admin, creating the account when nobody has signed in with
 * that number yet (the person then signs in with a phone code as anyone does). Used by
 * `npm run admin:create` and by tests.
 */
export async function grantAdmin(
  db: Database,
  phone: Readonly<{ countryCode: string; mobile: string }>,
): Promise<GrantAdminResult> {
  const problem = phoneNumberProblem(phone.countryCode, phone.mobile);
  if (!/^\d{1,4}$/.test(phone.countryCode) || !/^\d+$/.test(phone.mobile)) {
    throw new Error('The country code and the number must be digits only.');
  }
  if (problem !== undefined) throw new Error(problem);
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.countryCode, phone.countryCode), eq(users.mobile, phone.mobile)));
  const user = await findOrCreateUserByPhone(db, { ...phone, timeZone: 'Asia/Kolkata' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return {
    userId: user.id,
    created: existing === undefined,
    wasAdmin: user.role === 'admin',
  };
}
