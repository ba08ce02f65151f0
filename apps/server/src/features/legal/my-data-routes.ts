import { deleteAccountCall, myDataExportCall } from '@lumus/contract/legal/my-data';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import { recordAudit } from '../admin/audit-log';
import { deleteAccount } from './account-deletion';
import { exportMyData } from './my-data-export';

/** The user's own data: download all of it, or delete the account (issue 27, decision 046). */
export function registerMyDataRoutes(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  registerCall(app, myDataExportCall, async (_input, { user }) => {
    const now = deps.clock();
    const data = await exportMyData(deps.db, user.id, now);
    await recordAudit(deps.db, {
      adminUserId: user.id,
      action: 'user.data_export',
      targetType: 'user',
      targetId: user.id,
      before: null,
      after: { exportedAt: data.exportedAt },
    });
    return data;
  });

  registerCall(app, deleteAccountCall, async (_input, { user }) => {
    const now = deps.clock();
    await deleteAccount(deps.db, user.id, now);
    return { deletedAt: now.toISOString() };
  });
}
