import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import {
  experimentAssignments,
  experimentExposures,
  experiments,
  experimentVariants,
} from './experiments-tables';
import { chooseVariant } from './weighted-choice';

/** `user:<id>` or `guest:<guest id>`: one namespace for both kinds of caller. */
export type Subject = `user:${number}` | `guest:${string}`;

export type Assignment = Readonly<{ experiment: string; variant: string }>;

type ActiveExperiment = Readonly<{
  id: number;
  key: string;
  variants: { key: string; weight: number }[];
}>;

async function activeExperiments(db: Database, key?: string): Promise<ActiveExperiment[]> {
  const rows = await db
    .select({
      id: experiments.id,
      key: experiments.key,
      variant: experimentVariants.key,
      weight: experimentVariants.weight,
    })
    .from(experiments)
    .innerJoin(experimentVariants, eq(experimentVariants.experimentId, experiments.id))
    .where(
      key === undefined
        ? eq(experiments.active, true)
        : and(eq(experiments.active, true), eq(experiments.key, key)),
    );
  const byId = new Map<number, ActiveExperiment>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, key: row.key, variants: [] };
    entry.variants.push({ key: row.variant, weight: row.weight });
    byId.set(row.id, entry);
  }
  return [...byId.values()].toSorted((a, b) => a.id - b.id);
}

async function storedVariants(
  db: Database,
  subject: Subject,
  experimentIds: number[],
): Promise<Map<number, string>> {
  if (experimentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: experimentAssignments.experimentId, variant: experimentAssignments.variant })
    .from(experimentAssignments)
    .where(
      and(
        eq(experimentAssignments.subject, subject),
        inArray(experimentAssignments.experimentId, experimentIds),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.variant]));
}

/**
 * The subject's variant of every active experiment, assigning the missing ones. A new assignment
 * takes the variant the subject had as a guest (`carryFrom`) when there is one, else the weighted
 * choice. The insert ignores a conflict and the stored row is read back, so two concurrent first
 * requests still agree on one variant.
 */
export async function assignmentsFor(
  db: Database,
  subject: Subject,
  options: Readonly<{ carryFrom?: Subject; now: Date; experiment?: string }>,
): Promise<Assignment[]> {
  const active = await activeExperiments(db, options.experiment);
  const ids = active.map((experiment) => experiment.id);
  const stored = await storedVariants(db, subject, ids);
  const carried =
    options.carryFrom === undefined ? new Map() : await storedVariants(db, options.carryFrom, ids);

  const missing = active.flatMap((experiment) => {
    if (stored.has(experiment.id)) return [];
    const variants = new Set(experiment.variants.map((variant) => variant.key));
    const previous: unknown = carried.get(experiment.id);
    const variant =
      typeof previous === 'string' && variants.has(previous)
        ? previous
        : chooseVariant(experiment.key, subject, experiment.variants);
    return variant === null
      ? []
      : [{ experimentId: experiment.id, subject, variant, assignedAt: options.now }];
  });
  if (missing.length > 0) {
    await db.insert(experimentAssignments).values(missing).onConflictDoNothing();
  }
  const final = missing.length > 0 ? await storedVariants(db, subject, ids) : stored;
  return active.flatMap((experiment) => {
    const variant = final.get(experiment.id);
    return variant === undefined ? [] : [{ experiment: experiment.key, variant }];
  });
}

/**
 * The subject was shown its variant of `experiment`: the first view creates the exposure row,
 * later views count up and move `lastSeenAt`. Null when the experiment is not active or the
 * subject cannot be assigned.
 */
export async function recordExposure(
  db: Database,
  subject: Subject,
  experiment: string,
  options: Readonly<{ carryFrom?: Subject; now: Date }>,
): Promise<Assignment | null> {
  const [assignment] = await assignmentsFor(db, subject, { ...options, experiment });
  if (assignment === undefined) return null;
  const [row] = await db
    .select({ id: experiments.id })
    .from(experiments)
    .where(eq(experiments.key, experiment));
  if (row === undefined) return null;
  await db
    .insert(experimentExposures)
    .values({
      experimentId: row.id,
      subject,
      variant: assignment.variant,
      firstSeenAt: options.now,
      lastSeenAt: options.now,
    })
    .onConflictDoUpdate({
      target: [experimentExposures.experimentId, experimentExposures.subject],
      set: { views: sql`${experimentExposures.views} + 1`, lastSeenAt: options.now },
    });
  return assignment;
}
