import type { AdminAuditEntry, adminAuditInputSchema } from '@lumus/contract/admin/admin-audit';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { users } from '../users/users-tables';
import { auditTargetName } from './audit-target-name';
import { adminAuditLog } from './admin-tables';

export type AuditRecord = Readonly<{
  adminUserId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}>;

/** Dates become ISO text and undefined fields vanish, exactly as the JSON column will keep them. */
function asJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/** Writes one audit row; pass the transaction of the change so both commit or neither does. */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminUserId: record.adminUserId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: asJson(record.before),
    after: asJson(record.after),
  });
}

type AuditedChangeSpec<T> = Readonly<{
  adminUserId: number;
  action: string;
  targetType: string;
  /** null: the change creates the target and resolves to the id it was stored under. */
  targetId: number | null;
  /** The target as the audit row keeps it, before and after. */
  read: (tx: Database, id: number) => Promise<T>;
  change: (tx: Database) => Promise<unknown>;
  /** The change removes the target: there is no after to read. */
  deletes?: boolean;
}>;

/**
 * One audited change: the target is read before and after inside the change's transaction, and
 * the audit row commits with it or not at all. Resolves to the target after the change.
 */
export async function auditedChange<T>(
  db: Database,
  spec: AuditedChangeSpec<T> & { deletes: true },
): Promise<null>;
export async function auditedChange<T>(
  db: Database,
  spec: AuditedChangeSpec<T> & { deletes?: false },
): Promise<T>;
export async function auditedChange<T>(
  db: Database,
  spec: AuditedChangeSpec<T>,
): Promise<T | null> {
  const { adminUserId, action, targetType, read, change } = spec;
  return db.transaction(async (tx) => {
    const before = spec.targetId === null ? null : await read(tx, spec.targetId);
    const result = await change(tx);
    const targetId = spec.targetId ?? (typeof result === 'number' ? result : null);
    if (targetId === null) throw new Error(`${action}: a new target needs its stored id.`);
    const after = spec.deletes === true ? null : await read(tx, targetId);
    await recordAudit(tx, { adminUserId, action, targetType, targetId, before, after });
    return after;
  });
}

/** `YYYY-MM-DD` as the start of that UTC day; `end` gives the start of the next day. */
export function dayBound(day: string, end = false): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (end) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listAudit(
  db: Database,
  input: z.output<typeof adminAuditInputSchema>,
): Promise<{ items: AdminAuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (input.adminUserId !== undefined) where.push(eq(adminAuditLog.adminUserId, input.adminUserId));
  if (input.action !== undefined) where.push(like(adminAuditLog.action, likePrefix(input.action)));
  if (input.targetType !== undefined) where.push(eq(adminAuditLog.targetType, input.targetType));
  if (input.targetId !== undefined) where.push(eq(adminAuditLog.targetId, input.targetId));
  if (input.from !== undefined) where.push(gte(adminAuditLog.createdAt, dayBound(input.from)));
  if (input.to !== undefined) where.push(lt(adminAuditLog.createdAt, dayBound(input.to, true)));
  const condition = and(...where);
  const rows = await db
    .select({ entry: adminAuditLog, adminName: users.name, targetName: auditTargetName })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminUserId))
    .where(condition)
    .orderBy(desc(adminAuditLog.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ total: count() }).from(adminAuditLog).where(condition);
  return {
    items: rows.map(({ entry, adminName, targetName }) => ({
      id: entry.id,
      adminUserId: entry.adminUserId,
      adminName,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetName,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
