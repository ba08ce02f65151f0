import { textField } from '@lumus/contract/text-fields';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { phoneNumberProblem } from '../auth/phone-number';
import { findOrCreateUserByPhone } from '../users/find-or-create-user';
import { users } from '../users/users-tables';

export type StaffRole = 'admin' | 'support';

export type GrantAdminResult = Readonly<{
  userId: number;
  created: boolean;
  /** The account already had this role (or, for `support`, was an admin, which it stays). */
  wasAdmin: boolean;
  name: string;
  role: StaffRole;
}>;

/** The same bound as the name a user gives in the welcome modal. */
const adminNameField = textField(60);

export const REASON_ADMIN_NAME_NEEDED =
  'Give the operator a name with --name (the account has none yet).';
export const REASON_PSYCHIC_NOT_AGENT =
  "A psychic's account cannot be a support agent; use another number.";

/**
 * Makes the owner of a phone number an admin or a support agent (issue 24), creating the account
 * when nobody has signed in with that number yet (the person then signs in with a phone code as
 * anyone does). The account gets a name here, so the first sign-in does not ask "What should we
 * call you?" as a new customer's does. An admin made an agent stays an admin; a psychic cannot be
 * an agent (their console and the inbox would share one account). Used by `npm run admin:create`,
 * the admin's staff list and tests.
 */
export async function grantAdmin(
  db: Database,
  phone: Readonly<{ countryCode: string; mobile: string; name?: string | undefined }>,
  role: StaffRole = 'admin',
): Promise<GrantAdminResult> {
  const problem = phoneNumberProblem(phone.countryCode, phone.mobile);
  if (!/^\d{1,4}$/.test(phone.countryCode) || !/^\d+$/.test(phone.mobile)) {
    throw new Error('The country code and the number must be digits only.');
  }
  if (problem !== undefined) throw new Error(problem);
  const named = adminNameField.safeParse(phone.name ?? '');
  if (!named.success)
    throw new Error(`The name ${named.error.issues[0]?.message ?? 'is invalid'}.`);
  const [existing] = await db
    .select({ id: users.id, role: users.role, name: users.name })
    .from(users)
    .where(and(eq(users.countryCode, phone.countryCode), eq(users.mobile, phone.mobile)));
  const name = named.data === '' ? (existing?.name?.trim() ?? '') : named.data;
  // Checked before anything changes: an admin without a name would meet the customer onboarding.
  if (name === '') throw new Error(REASON_ADMIN_NAME_NEEDED);
  if (role === 'support' && existing?.role === 'consultant') {
    throw new Error(REASON_PSYCHIC_NOT_AGENT);
  }
  const user = await findOrCreateUserByPhone(db, {
    countryCode: phone.countryCode,
    mobile: phone.mobile,
    timeZone: 'Asia/Kolkata',
  });
  const granted: StaffRole = user.role === 'admin' ? 'admin' : role;
  await db.update(users).set({ role: granted, name }).where(eq(users.id, user.id));
  return {
    userId: user.id,
    created: existing === undefined,
    wasAdmin: user.role === granted,
    name,
    role: granted,
  };
}
