import { withdrawalWaiverCall } from '@lumus/contract/legal/withdrawal-waiver';
import { eq, isNull, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { users } from '../users/users-tables';

/**
 * The consumer's consent to immediate performance, stored once with its date and the version of
 * the words agreed to. Agreeing again keeps the first record: that is the one the first paid
 * session relied on.
 */
export function registerWithdrawalWaiverRoutes(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  registerCall(app, withdrawalWaiverCall, async (input, { user }) => {
    await deps.db
      .update(users)
      .set({ withdrawalWaiverAt: deps.clock(), withdrawalWaiverVersion: input.version })
      .where(and(eq(users.id, user.id), isNull(users.withdrawalWaiverAt)));
    const [row] = await deps.db
      .select({ at: users.withdrawalWaiverAt, version: users.withdrawalWaiverVersion })
      .from(users)
      .where(eq(users.id, user.id));
    if (row?.at == null || row.version === null) throw new CallFailure(404, 'No such account.');
    return { agreedAt: row.at.toISOString(), version: row.version };
  });
}
