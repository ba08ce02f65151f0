import type {
  AdminConsultant,
  adminConsultantCreateInputSchema,
  adminConsultantsInputSchema,
} from '@lumus/contract/admin/admin-consultants';
import { and, asc, count, eq, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { currencyAmountSchema } from '@lumus/contract/markets/currency-amount';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { phoneNumberProblem } from '../auth/phone-number';
import { consultantPrices, consultants } from '../catalogue/catalogue-tables';
import { earningLines } from '../earnings/earnings-tables';
import { chatOrders } from '../sessions/session-tables';
import { searchName } from '../catalogue/search-name';
import { containsPattern, phoneCondition } from './admin-search';
import { findOrCreateUserByPhone } from '../users/find-or-create-user';
import { users } from '../users/users-tables';

/** The sums arrive as JSON; `sum` of an integer column is numeric, so it may come as text. */
const earningsSchema = z.array(currencyAmountSchema.extend({ amount: z.coerce.number().int() }));

export type ConsultantFields = z.output<typeof adminConsultantCreateInputSchema>;

const columns = {
  consultant: consultants,
  countryCode: users.countryCode,
  mobile: users.mobile,
  // What the psychic has earned (clawbacks deducted), per currency they were paid in: rupees and
  // euros are never added together (decision 052).
  earnings: sql<unknown>`(select coalesce(json_agg(json_build_object('currency', e.currency,
      'amount', e.total) order by e.currency), '[]'::json)
    from (select ${earningLines.currency} as currency, sum(${earningLines.amountMinor}) as total
      from ${earningLines} where ${earningLines.consultantId} = ${consultants.id}
        and ${earningLines.kind} in ('session', 'free_compensation', 'clawback')
      group by ${earningLines.currency}) e)`,
  eurChat: sql<
    number | null
  >`(select ${consultantPrices.chatPerMinuteMinor} from ${consultantPrices}
    where ${consultantPrices.consultantId} = ${consultants.id} and ${consultantPrices.currency} = 'EUR')`,
  eurCall: sql<
    number | null
  >`(select ${consultantPrices.callPerMinuteMinor} from ${consultantPrices}
    where ${consultantPrices.consultantId} = ${consultants.id} and ${consultantPrices.currency} = 'EUR')`,
  // The later of their last status change (going online or offline) and their last session.
  lastActiveAt: sql<string>`to_char(greatest(${consultants.statusChangedAt},
    (select max(coalesce(${chatOrders.endedAt}, ${chatOrders.startedAt})) from ${chatOrders}
      where ${chatOrders.consultantId} = ${consultants.id} and ${chatOrders.startedAt} is not null))
    at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

type Joined = { consultant: typeof consultants.$inferSelect } & {
  countryCode: string | null;
  mobile: string | null;
  earnings: unknown;
  eurChat: number | null;
  eurCall: number | null;
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
    servesInr: c.servesInr,
    eurPricePerMinuteMinor: row.eurChat,
    eurCallPricePerMinuteMinor: row.eurChat === null ? null : row.eurCall,
    platformSharePercent: c.platformSharePercent,
    status: c.status,
    suspended: c.suspendedAt !== null,
    verified: c.identityVerifiedAt !== null,
    countryCode: row.countryCode,
    mobile: row.mobile,
    rating: Math.round(c.rating * 100) / 100,
    reviewCount: c.reviewCount,
    earnings: earningsSchema.parse(
      typeof row.earnings === 'string' ? JSON.parse(row.earnings) : row.earnings,
    ),
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
    const term = containsPattern(searchName(input.search));
    where.push(
      or(
        like(consultants.searchName, term),
        like(consultants.slug, term),
        phoneCondition(input.search),
      ) ?? like(consultants.searchName, term),
    );
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
    ...(fields.servesInr === undefined ? {} : { servesInr: fields.servesInr }),
  };
}

export const REASON_EURO_CALL_WITHOUT_CHAT =
  'eurCallPricePerMinuteMinor: a euro call price needs a euro chat price (eurPricePerMinuteMinor).';
export const REASON_NO_MARKET =
  'servesInr: a psychic must serve India or have a euro price; suspend them to take them off every list.';

/**
 * The markets the psychic serves once `fields` are applied (absent fields keep what is stored):
 * a euro call price needs a euro chat price, and a psychic serves at least one market, so a form
 * cannot leave them listed nowhere by accident (decision 052). Checked before anything is written.
 */
async function checkMarkets(tx: Database, consultantId: number | null, fields: ConsultantFields) {
  let storedEuro: number | null = null;
  let storedServesInr = true;
  if (consultantId !== null) {
    const [row] = await tx
      .select({ servesInr: consultants.servesInr, eurChat: columns.eurChat })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    storedEuro = row?.eurChat ?? null;
    storedServesInr = row?.servesInr ?? true;
  }
  const euro =
    fields.eurPricePerMinuteMinor === undefined ? storedEuro : fields.eurPricePerMinuteMinor;
  const eurCall = fields.eurCallPricePerMinuteMinor;
  if (euro === null && eurCall !== undefined && eurCall !== null) {
    throw new CallFailure(400, REASON_EURO_CALL_WITHOUT_CHAT);
  }
  if (!(fields.servesInr ?? storedServesInr) && euro === null) {
    throw new CallFailure(400, REASON_NO_MARKET);
  }
}

/** The operator's euro prices (decision 045): set, removed (null), or left (absent). */
async function saveEuroPrices(tx: Database, consultantId: number, fields: ConsultantFields) {
  const chat = fields.eurPricePerMinuteMinor;
  if (chat === undefined) {
    if (fields.eurCallPricePerMinuteMinor === undefined) return;
    await tx
      .update(consultantPrices)
      .set({ callPerMinuteMinor: fields.eurCallPricePerMinuteMinor })
      .where(
        and(eq(consultantPrices.consultantId, consultantId), eq(consultantPrices.currency, 'EUR')),
      );
    return;
  }
  if (chat === null) {
    await tx
      .delete(consultantPrices)
      .where(
        and(eq(consultantPrices.consultantId, consultantId), eq(consultantPrices.currency, 'EUR')),
      );
    return;
  }
  const call = fields.eurCallPricePerMinuteMinor;
  await tx
    .insert(consultantPrices)
    .values({
      consultantId,
      currency: 'EUR',
      chatPerMinuteMinor: chat,
      callPerMinuteMinor: call ?? null,
    })
    .onConflictDoUpdate({
      target: [consultantPrices.consultantId, consultantPrices.currency],
      set: {
        chatPerMinuteMinor: chat,
        ...(call === undefined ? {} : { callPerMinuteMinor: call }),
        updatedAt: sql`now()`,
      },
    });
}

export async function createConsultant(tx: Database, fields: ConsultantFields): Promise<number> {
  await checkMarkets(tx, null, fields);
  const userId = await consoleAccount(tx, undefined, fields);
  const [row] = await tx
    .insert(consultants)
    .values({ ...columnsFrom(fields), slug: await freeSlug(tx, fields.displayName), userId })
    .returning({ id: consultants.id });
  if (row === undefined) throw new Error('consultant insert returned nothing');
  await saveEuroPrices(tx, row.id, fields);
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
  await checkMarkets(tx, id, fields);
  const userId = await consoleAccount(tx, id, fields);
  await releaseAccount(tx, current.userId, userId);
  await tx
    .update(consultants)
    .set({ ...columnsFrom(fields), userId })
    .where(eq(consultants.id, id));
  await saveEuroPrices(tx, id, fields);
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
