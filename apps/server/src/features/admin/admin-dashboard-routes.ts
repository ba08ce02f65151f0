import { adminDashboardCall } from '@lumus/contract/admin/admin-calls';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import type { AdminRouteDeps } from './admin-call';
import { loadDashboard } from './admin-dashboard';

export function registerAdminDashboardRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  registerCall(route.app, adminDashboardCall, async ({ days }) =>
    loadDashboard(deps.db, deps.clock(), days),
  );
}
