import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { PayoutsConfig } from './earnings-env';
import { registerEarningsRoutes } from './earnings-routes';
import { registerPayoutAdminRoutes } from './payout-admin-routes';

export type EarningsDeps = Readonly<{ db: Database; clock: () => Date; config: PayoutsConfig }>;

/** The psychic's earnings and payouts in the console, and the operator's payout batches. */
export function registerEarnings(app: FastifyInstance, deps: EarningsDeps): void {
  registerEarningsRoutes(app, deps);
  registerPayoutAdminRoutes(app, deps);
}
