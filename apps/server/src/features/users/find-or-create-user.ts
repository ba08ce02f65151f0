import { INDIA_DIAL_CODE } from '@lumus/contract/constants';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { UserRow } from './user-record';
import { users } from './users-tables';

const INDIA_COUNTRY_CODE = INDIA_DIAL_CODE.replace('+', '');

/** The user owning a verified number, created on first login. */
export async function findOrCreateUserByPhone(
  db: Database,
  phone: Readonly<{ countryCode: string; mobile: string; timeZone: string }>,
): Promise<UserRow> {
  const match = and(eq(users.countryCode, phone.countryCode), eq(users.mobile, phone.mobile));
  // Insert first: two logins racing for a new number both end up with the same row.
  await db
    .insert(users)
    .values({
      countryCode: phone.countryCode,
      mobile: phone.mobile,
      timeZone: phone.timeZone,
      isForeign: phone.countryCode !== INDIA_COUNTRY_CODE,
    })
    .onConflictDoNothing();
  const [user] = await db.select().from(users).where(match);
  if (user === undefined) throw new Error('user by phone vanished after insert');
  return user;
}

export type GoogleIdentity = Readonly<{
  googleId: string;
  email: string;
  name: string;
  picture: string;
  timeZone: string;
}>;

/**
 * By Google id, else by e-mail (an account made earlier is linked to Google), else a new user.
 * Name and picture fill empty fields only; a name the user chose is not overwritten.
 */
export async function findOrCreateUserByGoogle(
  db: Database,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const email = identity.email.toLowerCase();
  const [byGoogleId] = await db.select().from(users).where(eq(users.googleId, identity.googleId));
  const [byEmail] =
    byGoogleId === undefined ? await db.select().from(users).where(eq(users.email, email)) : [];
  // An e-mail row already linked to another Google account is not taken over.
  const existing =
    byGoogleId ?? (byEmail?.googleId === null || byEmail === undefined ? byEmail : undefined);
  if (existing !== undefined) {
    const [updated] = await db
      .update(users)
      .set({
        googleId: existing.googleId ?? identity.googleId,
        email: existing.email ?? email,
        name: existing.name ?? (identity.name === '' ? null : identity.name),
        profilePic: existing.profilePic ?? (identity.picture === '' ? null : identity.picture),
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  await db
    .insert(users)
    .values({
      googleId: identity.googleId,
      email,
      name: identity.name === '' ? null : identity.name,
      profilePic: identity.picture === '' ? null : identity.picture,
      timeZone: identity.timeZone,
    })
    .onConflictDoNothing();
  const [user] = await db.select().from(users).where(eq(users.googleId, identity.googleId));
  if (user === undefined) {
    throw new CallFailure(409, 'This e-mail address belongs to another Google account.');
  }
  return user;
}
