import type {
  AdminConsultant,
  adminConsultantCreateInputSchema,
  adminConsultantsInputSchema,
} from '@lumus/contract/admin/admin-consultants';
import { and, asc, count, eq, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { phoneNumberProblem } from '../auth/phone-number';
import { consultants } from '../catalogue/catalogue-tables';
import { earningLines } from '../earnings/earnings-tables';
import { chatOrders } from '../sessions/session-tables';
import { searchName } from '../catalogue/search-name';
import { findOrCreateUserByPhone } from '../users/find-or-create-user';
import { users } from '../users/users-tables';

export type ConsultantFields = z.output<typeof adminConsultantCreateInputSchema>;

const columns = {
  consultant: consultants,
  countryCode: users.countryCode,
  mobile: users.mobile,
  // What the psychic has earned, in the INR paise the sessions cost (clawbacks deducted).
  earnings: sql<number>`(select coalesce(sum(${earningLines.sourceAmountMinor}), 0)
    from ${earningLines} where ${earningLines.consultantId} = ${consultants.id}
      and ${earningLines.kind} in ('session', 'free_compensation', 'clawback'))`.mapWith(Number),
  // The later of their last status change (going online or offline) and their last session.
  lastActiveAt: sql<string>`to_char(greatest(${consultants.statusChangedAt},
    (select max(coalesce(${chatOrders.endedAt}, ${chatOrders.startedAt})) from ${chatOrders}
      where ${chatOrders.consultantId} = ${consultants.id} and ${chatOrders.startedAt} is not null))
    at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

type Joined = { consultant: typeof consultants.$inferSelect } & {
  countryCode: string | null;
  mobile: string | null;
  earnings: number;
  lastActiveAt: string;
};

function toAdminConsultant(row: Joined): AdminConsultant {
  const c = row.consultant;
  return {
    id: c.id,
    slug: c.slug,
    displayName: c.displayName,
    photoUrl: c.photoPath,
    bioEn: c.bioEn,
    bioDe: c.bioDe,
    categories: c.categories,
    languages: c.languages,
    experienceYears: c.experienceYears,
    pricePerMinuteMinor: c.pricePerMinuteMinor,
    callPricePerMinuteMinor: c.callPricePerMinuteMinor,
    acceptsCalls: c.acceptsCalls,
    platformSharePercent: c.platformSharePercent,
    status: c.status,
    suspended: c.suspendedAt !== null,
    countryCode: row.countryCode,
    mobile: row.mobile,
    rating: Math.round(c.rating * 100) / 100,
    reviewCount: c.reviewCount,
    earnings: row.earnings,
    lastActiveAt: row.lastActiveAt,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function findAdminConsultant(db: Database, id: number): Promise<AdminConsultant> {
  const [row] = await db
    .select(columns)
    .from(consultants)
    .leftJoin(users, eq(users.id, consultants.userId))
    .where(eq(consultants.id, id));
  if (row === undefined) throw new CallFailure(404, `No psychic with id ${id}.`);
  return toAdminConsultant(row);
}

export async function listAdminConsultants(
  db: Database,
  input: z.output<typeof adminConsultantsInputSchema>,
): Promise<{ items: AdminConsultant[]; total: number }> {
  const where: SQL[] = [];
  if (input.state === 'active') where.push(isNull(consultants.suspendedAt));
  if (input.state === 'suspended') where.push(isNotNull(consultants.suspendedAt));
  if (input.search !== undefined) {
    const term = `%${searchName(input.search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = input.search.replace(/\D/g, '');
    const matches = [like(consultants.searchName, term), like(consultants.slug, term)];
    if (digits.length >= 3) matches.push(like(users.mobile, `%${digits}%`));
    where.push(or(...matches) ?? like(consultants.searchName, term));
  }
  const condition = and(...where);
  const rows = await db
    .select(columns)
    .from(consultants)
    .leftJoin(users, eq(users.id, consultants.userId))
    .where(condition)
    .orderBy(asc(consultants.displayName), asc(consultants.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(consultants)
    .leftJoin(users, eq(users.id, consultants.userId))
    .where(condition);
  return { items: rows.map(toAdminConsultant), total: counted?.total ?? 0 };
}

/** `priya-sharma`, or `priya-sharma-2` when taken. */
async function freeSlug(db: Database, displayName: string): Promise<string> {
  const base =
    searchName(displayName)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'psychic';
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ id: consultants.id })
      .from(consultants)
      .where(eq(consultants.slug, slug));
    if (taken === undefined) return slug;
  }
  throw new CallFailure(409, 'Too many psychics share this name; please choose another.');
}

export const REASON_PHONE_TAKEN = 'This phone number already signs in for another psychic.';
const REASON_PHONE_ADMIN = 'This phone number belongs to an admin account.';

/**
 * The console account for a phone number: found or created, given the consultant role. The console
 * finds a consultant by `consultants.user_id`, exactly as the demo console accounts are linked.
 */
async function consoleAccount(
  tx: Database,
  consultantId: number | undefined,
  phone: { countryCode: string; mobile: string },
): Promise<number | null> {
  if (phone.mobile === '') return null;
  const problem = phoneNumberProblem(phone.countryCode, phone.mobile);
  if (phone.countryCode === '' || problem !== undefined) {
    throw new CallFailure(400, `mobile: ${problem ?? 'needs a country code'}`);
  }
  const user = await findOrCreateUserByPhone(tx, { ...phone, timeZone: 'Asia/Kolkata' });
  if (user.role === 'admin') throw new CallFailure(409, REASON_PHONE_ADMIN);
  const [other] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.userId, user.id));
  if (other !== undefined && other.id !== consultantId)
    throw new CallFailure(409, REASON_PHONE_TAKEN);
  await tx.update(users).set({ role: 'consultant' }).where(eq(users.id, user.id));
  return user.id;
}

/** An account that no longer speaks for a psychic goes back to being an ordinary user. */
async function releaseAccount(tx: Database, userId: number | null, keep: number | null) {
  if (userId === null || userId === keep) return;
  await tx
    .update(users)
    .set({ role: 'user' })
    .where(and(eq(users.id, userId), eq(users.role, 'consultant')));
}

function columnsFrom(fields: ConsultantFields) {
  return {
    displayName: fields.displayName,
    searchName: searchName(fields.displayName),
    photoPath: fields.photoUrl,
    bioEn: fields.bioEn,
    bioDe: fields.bioDe,
    categories: [...new Set(fields.categories)],
    languages: [...new Set(fields.languages)],
    experienceYears: fields.experienceYears,
    pricePerMinuteMinor: fields.pricePerMinuteMinor,
    callPricePerMinuteMinor: fields.callPricePerMinuteMinor,
    // Without a call price the psychic cannot be called, whatever their switch said.
    ...(fields.callPricePerMinuteMinor === null ? { acceptsCalls: false } : {}),
    platformSharePercent: fields.platformSharePercent,
  };
}

export async function createConsultant(tx: Database, fields: ConsultantFields): Promise<number> {
  const userId = await consoleAccount(tx, undefined, fields);
  const [row] = await tx
    .insert(consultants)
    .values({ ...columnsFrom(fields), slug: await freeSlug(tx, fields.displayName), userId })
    .returning({ id: consultants.id });
  if (row === undefined) throw new Error('consultant insert returned nothing');
  return row.id;
}

export async function updateConsultant(
  tx: Database,
  id: number,
  fields: ConsultantFields,
): Promise<void> {
  const [current] = await tx
    .select({ userId: consultants.userId })
    .from(consultants)
    .where(eq(consultants.id, id));
  if (current === undefined) throw new CallFailure(404, `No psychic with id ${id}.`);
  const userId = await consoleAccount(tx, id, fields);
  await releaseAccount(tx, current.userId, userId);
  await tx
    .update(consultants)
    .set({ ...columnsFrom(fields), userId })
    .where(eq(consultants.id, id));
}

/** Suspended: hidden and offline; unsuspended: listed again (offline until they go online). */
export async function setSuspended(
  tx: Database,
  id: number,
  suspended: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(consultants)
    .set(
      suspended
        ? {
            suspendedAt: now,
            // A chat in progress runs to its end; otherwise they go offline at once.
            status: sql`case when ${consultants.status} = 'busy' then 'busy' else 'offline' end`,
            statusChangedAt: now,
          }
        : { suspendedAt: null },
    )
    .where(eq(consultants.id, id));
}
