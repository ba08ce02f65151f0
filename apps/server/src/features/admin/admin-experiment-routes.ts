import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { experiments, experimentVariants } from '../experiments/experiments-tables';
import { type AdminRouteDeps } from './admin-call';
import { listExperiments, readSettings } from './admin-settings';
import { recordAudit } from './audit-log';
import {
  adminExperimentCreateCall,
  adminExperimentVariantAddCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

/**
 * Creating experiments and adding variants. Neither touches `experiment_assignments`: who already
 * has a variant keeps it (decision 014), a new variant only receives subjects who have none yet.
 */
export function registerAdminExperimentRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; freeChatMinutesDefault: number }>,
): void {
  const { db } = deps;
  const settings = () => readSettings(db, deps.freeChatMinutesDefault);

  registerCall(
    route.app,
    adminExperimentCreateCall,
    async ({ key, description, active, variants }, { user }) => {
      await db.transaction(async (tx) => {
        // The unique key decides between two concurrent creations: the second inserts nothing.
        const [created] = await tx
          .insert(experiments)
          .values({ key, description, active })
          .onConflictDoNothing({ target: experiments.key })
          .returning({ id: experiments.id });
        if (created === undefined) throw new CallFailure(409, `key: "${key}" already exists.`);
        await tx
          .insert(experimentVariants)
          .values(variants.map((variant) => ({ experimentId: created.id, ...variant })));
        const [after] = await listExperiments(tx, key);
        await recordAudit(tx, {
          adminUserId: user.id,
          action: 'experiment.create',
          targetType: 'experiment',
          targetId: key,
          before: null,
          after,
        });
      });
      return settings();
    },
  );

  registerCall(
    route.app,
    adminExperimentVariantAddCall,
    async ({ experiment, key, weight }, { user }) => {
      await db.transaction(async (tx) => {
        const [before] = await listExperiments(tx, experiment);
        if (before === undefined) throw new CallFailure(404, `No experiment "${experiment}".`);
        const [added] = await tx
          .insert(experimentVariants)
          .values({ experimentId: before.id, key, weight })
          .onConflictDoNothing()
          .returning({ key: experimentVariants.key });
        if (added === undefined) {
          throw new CallFailure(409, `key: "${key}" is already a variant of ${experiment}.`);
        }
        const [after] = await listExperiments(tx, experiment);
        await recordAudit(tx, {
          adminUserId: user.id,
          action: 'experiment.variant_add',
          targetType: 'experiment',
          targetId: experiment,
          before,
          after,
        });
      });
      return settings();
    },
  );
}
