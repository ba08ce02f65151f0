import type { Database } from '../../lib/db/database';
import { type AdminRouteDeps } from './admin-call';
import { listAudit } from './audit-log';
import { adminAuditListCall } from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

export function registerAdminAuditRoutes(route: AdminRouteDeps, deps: Readonly<{ db: Database }>) {
  registerCall(route.app, adminAuditListCall, async (input) => {
    const page = await listAudit(deps.db, input);
    return { ...page, page: input.page, pageSize: input.pageSize };
  });
}
