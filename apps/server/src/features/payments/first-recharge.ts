import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { firstRecharges } from './payment-tables';

/** A user whose payments have never succeeded still gets the first-recharge offer. */
export async function isFirstRecharge(db: Database, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ userId: firstRecharges.userId })
    .from(firstRecharges)
    .where(eq(firstRecharges.userId, userId))
    .limit(1);
  return taken === undefined;
}

/**
 * Takes the first-recharge offer for this payment if the user has not taken it yet; true when this
 * payment is the user's first. Call it inside the transaction that credits the payment: the primary
 * key on the user makes a concurrent second settlement wait for the first and then find the row
 * taken (PostgreSQL), and PGlite runs transactions one at a time anyway. A rolled-back credit rolls
 * the claim back with it.
 */
export async function claimFirstRecharge(
  tx: Database,
  userId: number,
  paymentLogId: number,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(firstRecharges)
    .values({ userId, paymentLogId, createdAt: now })
    .onConflictDoNothing({ target: firstRecharges.userId })
    .returning({ userId: firstRecharges.userId });
  return claimed.length > 0;
}
