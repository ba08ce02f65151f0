import { adminAuditInputSchema, adminAuditResponseSchema } from '@lumus/contract/admin/admin-audit';
import type { Database } from '../../lib/db/database';
import { adminCall, type AdminRouteDeps } from './admin-call';
import { listAudit } from './audit-log';

export function registerAdminAuditRoutes(route: AdminRouteDeps, deps: Readonly<{ db: Database }>) {
  adminCall(route, 'auditList', {
    summary: 'Admin: the audit log, newest first, by admin, action prefix, target and date',
    input: adminAuditInputSchema,
    output: adminAuditResponseSchema,
  }).handle(async (input) => {
    const page = await listAudit(deps.db, input);
    return { status: 'success', data: { ...page, page: input.page, pageSize: input.pageSize } };
  });
}
