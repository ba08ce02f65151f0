import { adminDashboardCall, adminExportCall } from '@lumus/contract/admin/admin-calls';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import type { AdminRouteDeps } from './admin-call';
import { loadDashboard } from './admin-dashboard';
import { exportCsv } from './admin-export';
import { recordAudit } from './audit-log';

export function registerAdminDashboardRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  registerCall(route.app, adminDashboardCall, async ({ days }) =>
    loadDashboard(deps.db, deps.clock(), days),
  );

  registerCall(route.app, adminExportCall, async ({ kind, from, to }, { user }) => {
    const download = await exportCsv(deps.db, kind, { from, to });
    // Exports carry names and phone numbers out of the system: who took which is kept.
    await recordAudit(deps.db, {
      adminUserId: user.id,
      action: `export.${kind}`,
      targetType: 'export',
      targetId: `${from}..${to}`,
      before: null,
      after: { kind, from, to, file: download.filename },
    });
    return download;
  });
}
