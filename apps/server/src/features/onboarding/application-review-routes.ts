import {
  adminApplicationDecideCall,
  adminApplicationGetCall,
  adminApplicationsListCall,
  adminPriceChangeDecideCall,
  adminPriceChangesListCall,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/http/register-call';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import type { OnboardingDeps } from './application-routes';
import {
  decideApplication,
  findAdminApplication,
  listAdminApplications,
} from './application-review';
import { decidePriceChange, listPriceChanges } from './price-changes';

/** The operator's review queue: applications and price change requests (admin calls). */
export function registerApplicationReviewRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  const { db } = deps;

  registerCall(app, adminApplicationsListCall, async (input) => ({
    ...(await listAdminApplications(db, input)),
    page: input.page,
    pageSize: input.pageSize,
  }));

  registerCall(app, adminApplicationGetCall, async ({ id }) => findAdminApplication(db, id));

  registerCall(app, adminApplicationDecideCall, async (input, { user }) => {
    const decided = await decideApplication(db, user, input, deps.clock());
    // Committed: a new psychic is in the catalogue (listed, offline).
    if (decided.status === 'approved') notifyCatalogueChange(db);
    return decided;
  });

  registerCall(app, adminPriceChangesListCall, async (input) => ({
    ...(await listPriceChanges(db, input)),
    page: input.page,
    pageSize: input.pageSize,
  }));

  registerCall(app, adminPriceChangeDecideCall, async (input, { user }) => {
    const decided = await decidePriceChange(db, user, input, deps.clock());
    if (decided.status === 'approved') notifyCatalogueChange(db);
    return decided;
  });
}
