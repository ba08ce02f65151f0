import type { AdminPayment, adminPaymentsInputSchema } from '@lumus/contract/admin/admin-payments';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { type PaymentLogRow, paymentLogToWire } from '../payments/payment-logs';
import { paymentLogs } from '../payments/payment-tables';
import { users } from '../users/users-tables';
import { dayBound } from './audit-log';
import { containsPattern } from './admin-search';
import { userSearchCondition } from './admin-users';

type Joined = {
  log: PaymentLogRow;
  name: string | null;
  countryCode: string | null;
  mobile: string | null;
};

function toAdminPayment(row: Joined): AdminPayment {
  return {
    ...paymentLogToWire(row.log),
    userId: row.log.userId,
    userName: row.name,
    userMobile: row.mobile === null ? null : `+${row.countryCode ?? ''} ${row.mobile}`,
    gatewayRef: row.log.gatewayRef,
    gatewayDecision: row.log.gatewayDecision,
    updatedAt: row.log.updatedAt.toISOString(),
  };
}

function selectJoined(db: Database) {
  return db
    .select({
      log: paymentLogs,
      name: users.name,
      countryCode: users.countryCode,
      mobile: users.mobile,
    })
    .from(paymentLogs)
    .innerJoin(users, eq(users.id, paymentLogs.userId));
}

function paymentSearch(search: string): SQL | undefined {
  const byId = /^#?(\d{1,9})$/.exec(search);
  const conditions: (SQL | undefined)[] = [ilike(paymentLogs.gatewayRef, containsPattern(search))];
  if (byId?.[1] !== undefined) conditions.push(eq(paymentLogs.id, Number(byId[1])));
  // `#12` names a payment here, so the user search gets only what cannot be a payment id.
  if (!search.startsWith('#')) conditions.push(userSearchCondition(search));
  return or(...conditions);
}

export async function listAdminPayments(
  db: Database,
  input: z.output<typeof adminPaymentsInputSchema>,
): Promise<{ items: AdminPayment[]; total: number }> {
  const where: SQL[] = [];
  if (input.userId !== undefined) where.push(eq(paymentLogs.userId, input.userId));
  if (input.search !== undefined) where.push(paymentSearch(input.search) ?? eq(paymentLogs.id, 0));
  if (input.status !== undefined) where.push(eq(paymentLogs.status, input.status));
  if (input.method !== undefined) where.push(eq(paymentLogs.method, input.method));
  if (input.from !== undefined) where.push(gte(paymentLogs.createdAt, dayBound(input.from)));
  if (input.to !== undefined) where.push(lt(paymentLogs.createdAt, dayBound(input.to, true)));
  const condition = and(...where);
  const rows = await selectJoined(db)
    .where(condition)
    .orderBy(desc(paymentLogs.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(paymentLogs)
    .innerJoin(users, eq(users.id, paymentLogs.userId))
    .where(condition);
  return { items: rows.map(toAdminPayment), total: counted?.total ?? 0 };
}

export async function findAdminPayment(db: Database, id: number): Promise<AdminPayment> {
  const [row] = await selectJoined(db).where(eq(paymentLogs.id, id));
  if (row === undefined) throw new CallFailure(404, `No payment with id ${id}.`);
  return toAdminPayment(row);
}

/** The newest payments of one user. */
export async function paymentsOfUser(db: Database, userId: number, limit: number) {
  const rows = await selectJoined(db)
    .where(eq(paymentLogs.userId, userId))
    .orderBy(desc(paymentLogs.id))
    .limit(limit);
  return rows.map(toAdminPayment);
}
