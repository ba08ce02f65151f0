import { inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import type { SeedStep } from './seed-step';
import { seedRuns } from './seed-tables';

export type SeedReport = Readonly<{ ran: string[]; skipped: string[] }>;

/**
 * Runs each step at most once per database. The step's marker row and its data commit in one
 * transaction; a second instance seeding at the same moment blocks on the marker's primary key and
 * then skips the step.
 */
export async function runSeed(db: Database, steps: readonly SeedStep[]): Promise<SeedReport> {
  const ran: string[] = [];
  const skipped: string[] = [];
  // Every start after the first finds all its markers: one query then, not a transaction a step.
  const done = new Set(
    steps.length === 0
      ? []
      : (
          await db
            .select({ step: seedRuns.step })
            .from(seedRuns)
            .where(
              inArray(
                seedRuns.step,
                steps.map((step) => step.id),
              ),
            )
        ).map((row) => row.step),
  );
  for (const step of steps) {
    if (done.has(step.id)) {
      skipped.push(step.id);
      continue;
    }
    const didRun = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ step: step.id })
        .onConflictDoNothing()
        .returning({ step: seedRuns.step });
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    (didRun ? ran : skipped).push(step.id);
  }
  return { ran, skipped };
}
