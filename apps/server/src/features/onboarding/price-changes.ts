import type {
  adminPriceChangeDecideInputSchema,
  adminPriceChangesInputSchema,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import type { PriceChange } from '@lumus/contract/onboarding/console-profile';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { recordAudit } from '../admin/audit-log';
import { consultants } from '../catalogue/catalogue-tables';
import { priceChangeRequests } from './onboarding-tables';

function selectPriceChanges(db: Database) {
  return db
    .select({ request: priceChangeRequests, consultantName: consultants.displayName })
    .from(priceChangeRequests)
    .innerJoin(consultants, eq(consultants.id, priceChangeRequests.consultantId));
}

function toView(row: {
  request: typeof priceChangeRequests.$inferSelect;
  consultantName: string;
}): PriceChange {
  const r = row.request;
  return {
    id: r.id,
    consultantId: r.consultantId,
    consultantName: row.consultantName,
    currentPriceMinor: r.currentPriceMinor,
    requestedPriceMinor: r.requestedPriceMinor,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** The psychic's latest request, pending or decided, for the console. */
export async function latestPriceChange(
  db: Database,
  consultantId: number,
): Promise<PriceChange | null> {
  const [row] = await selectPriceChanges(db)
    .where(eq(priceChangeRequests.consultantId, consultantId))
    .orderBy(desc(priceChangeRequests.id))
    .limit(1);
  return row === undefined ? null : toView(row);
}

/** A new ask replaces the one still waiting (the partial unique index allows one per psychic). */
export async function requestPriceChange(
  db: Database,
  consultantId: number,
  requestedPriceMinor: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [psychic] = await tx
      .select({ price: consultants.pricePerMinuteMinor })
      .from(consultants)
      .where(eq(consultants.id, consultantId))
      .for('update');
    if (psychic === undefined) throw new Error(`consultant ${consultantId} is missing`);
    if (psychic.price === requestedPriceMinor) {
      throw new CallFailure(400, 'pricePerMinuteMinor: is already your price.');
    }
    await tx
      .delete(priceChangeRequests)
      .where(
        and(
          eq(priceChangeRequests.consultantId, consultantId),
          eq(priceChangeRequests.status, 'pending'),
        ),
      );
    await tx.insert(priceChangeRequests).values({
      consultantId,
      currentPriceMinor: psychic.price,
      requestedPriceMinor,
      status: 'pending',
      createdAt: now,
    });
  });
}

async function findPriceChange(db: Database, id: number): Promise<PriceChange> {
  const [row] = await selectPriceChanges(db).where(eq(priceChangeRequests.id, id));
  if (row === undefined) throw new CallFailure(404, `No price change request with id ${id}.`);
  return toView(row);
}

export async function listPriceChanges(
  db: Database,
  input: z.output<typeof adminPriceChangesInputSchema>,
): Promise<{ items: PriceChange[]; total: number }> {
  const condition =
    input.status === 'all' ? undefined : eq(priceChangeRequests.status, input.status);
  const rows = await selectPriceChanges(db)
    .where(condition)
    .orderBy(asc(priceChangeRequests.createdAt), asc(priceChangeRequests.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ total: count() }).from(priceChangeRequests).where(condition);
  return { items: rows.map(toView), total: counted?.total ?? 0 };
}

export const REASON_PRICE_CHANGE_DECIDED = 'This price change request was already decided.';

/** Approving sets the price at once (chats already running keep the price they started with). */
export async function decidePriceChange(
  db: Database,
  admin: { id: number },
  input: z.output<typeof adminPriceChangeDecideInputSchema>,
  now: Date,
): Promise<PriceChange> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(priceChangeRequests)
      .where(eq(priceChangeRequests.id, input.id))
      .for('update');
    if (locked === undefined) {
      throw new CallFailure(404, `No price change request with id ${input.id}.`);
    }
    if (locked.status !== 'pending') throw new CallFailure(409, REASON_PRICE_CHANGE_DECIDED);
    const before = await findPriceChange(tx, input.id);
    const approved = input.decision === 'approve';
    if (approved) {
      await tx
        .update(consultants)
        .set({ pricePerMinuteMinor: locked.requestedPriceMinor })
        .where(eq(consultants.id, locked.consultantId));
    }
    await tx
      .update(priceChangeRequests)
      .set({
        status: approved ? 'approved' : 'rejected',
        note: input.note === '' ? null : input.note,
        decidedBy: admin.id,
        decidedAt: now,
      })
      .where(eq(priceChangeRequests.id, input.id));
    const after = await findPriceChange(tx, input.id);
    await recordAudit(tx, {
      adminUserId: admin.id,
      action: `price_change.${input.decision}`,
      targetType: 'price_change_request',
      targetId: input.id,
      before,
      after,
    });
    return after;
  });
}
