import { REASON_ADMINS_ONLY } from '@lumus/contract/admin/admin-paths';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallGuard } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';

/**
 * The sign-in guard first (401 when signed out, revoked or blocked), then the role: any signed-in
 * account that is not an admin gets 403. The guard reads the role from the database on every call,
 * so taking the role away works at once.
 */
export function createAdminGuard(auth: CallGuard): CallGuard {
  return async (request) => {
    await auth(request);
    if (signedInUser(request).role !== 'admin') throw new CallFailure(403, REASON_ADMINS_ONLY);
  };
}
