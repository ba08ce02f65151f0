import type { AdminUser, adminUsersInputSchema } from '@lumus/contract/admin/admin-users';
import { isMarketCurrency } from '@lumus/contract/markets/market-currency';
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern, phoneCondition } from './admin-search';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { users } from '../users/users-tables';
import { wallets } from '../wallet/wallet-tables';

const columns = { user: users, balance: wallets.balanceMinor, walletCurrency: wallets.currency };

function toAdminUser(row: {
  user: typeof users.$inferSelect;
  balance: number | null;
  walletCurrency: string | null;
}): AdminUser {
  const u = row.user;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    countryCode: u.countryCode,
    mobile: u.mobile,
    role: u.role,
    blocked: u.blockedAt !== null,
    blockedAt: u.blockedAt?.toISOString() ?? null,
    balance: row.balance ?? 0,
    walletCurrency: isMarketCurrency(row.walletCurrency) ? row.walletCurrency : null,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  };
}

/** A user by `#id`, or by part of the name, e-mail or phone number (3 digits or more). */
export function userSearchCondition(search: string | undefined): SQL | undefined {
  if (search === undefined) return undefined;
  const byId = /^#(\d{1,9})$/.exec(search);
  if (byId?.[1] !== undefined) return eq(users.id, Number(byId[1]));
  const pattern = containsPattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern), phoneCondition(search));
}

export async function listAdminUsers(
  db: Database,
  input: z.output<typeof adminUsersInputSchema>,
): Promise<{ items: AdminUser[]; total: number }> {
  const condition = userSearchCondition(input.search);
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(condition)
    .orderBy(desc(users.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ total: count() }).from(users).where(condition);
  return { items: rows.map(toAdminUser), total: counted?.total ?? 0 };
}

export async function findAdminUser(db: Database, id: number): Promise<AdminUser> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, id));
  if (row === undefined) throw new CallFailure(404, `No user with id ${id}.`);
  return toAdminUser(row);
}

export const REASON_BLOCK_SELF = 'You cannot block your own account.';

/** Blocking takes effect on the next call of any of the user's sessions (the guard checks it). */
export async function setBlocked(db: Database, id: number, blocked: boolean, now: Date) {
  await db
    .update(users)
    .set({ blockedAt: blocked ? now : null })
    .where(eq(users.id, id));
}
