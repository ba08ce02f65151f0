import {
  adminExperimentCreateInputSchema,
  adminExperimentVariantAddInputSchema,
} from '@lumus/contract/admin/admin-experiments';
import { adminSettingsResponseSchema } from '@lumus/contract/admin/admin-settings';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { signedInUser } from '../auth/request-user';
import { experiments, experimentVariants } from '../experiments/experiments-tables';
import { adminCall, type AdminRouteDeps } from './admin-call';
import { listExperiments, readSettings } from './admin-settings';
import { recordAudit } from './audit-log';

/**
 * Creating experiments and adding variants. Neither touches `experiment_assignments`: who already
 * has a variant keeps it (decision 014), a new variant only receives subjects who have none yet.
 */
export function registerAdminExperimentRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; freeChatMinutesDefault: number }>,
): void {
  const { db } = deps;
  const settings = async () => ({
    status: 'success' as const,
    data: await readSettings(db, deps.freeChatMinutesDefault),
  });

  adminCall(route, 'experimentCreate', {
    summary: 'Admin: creates an experiment with its variants and weights',
    input: adminExperimentCreateInputSchema,
    output: adminSettingsResponseSchema,
  }).handle(async ({ key, description, active, variants }, { request }) => {
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
        adminUserId: signedInUser(request).id,
        action: 'experiment.create',
        targetType: 'experiment',
        targetId: key,
        before: null,
        after,
      });
    });
    return settings();
  });

  adminCall(route, 'experimentVariantAdd', {
    summary: 'Admin: adds a variant to an experiment (it gets only subjects not yet assigned)',
    input: adminExperimentVariantAddInputSchema,
    output: adminSettingsResponseSchema,
  }).handle(async ({ experiment, key, weight }, { request }) => {
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
        adminUserId: signedInUser(request).id,
        action: 'experiment.variant_add',
        targetType: 'experiment',
        targetId: experiment,
        before,
        after,
      });
    });
    return settings();
  });
}
