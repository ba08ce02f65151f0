import type { DatabaseKind } from '@lumus/contract/health';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';

/** Runs `work` if no other instance is running it now; undefined when one is. */
export type SweepLock = <T>(work: () => Promise<T>) => Promise<T | undefined>;

const lockedSchema = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

/**
 * One sweeper at a time across the instances of a deployment (decision 029). On PostgreSQL a
 * transaction-scoped advisory lock, tried and never waited for: the instance that gets it sweeps,
 * the others skip this pass. The transaction only holds the lock (one pooled connection for the
 * pass); the work runs on the pool and commits step by step as before, so every event is sent
 * after its commit. The lock goes with the transaction: at the end of the pass, or when the
 * holder's connection dies with its instance. Advisory locks belong to one database, so
 * deployments on other databases of the same server do not exclude each other. PGlite is one
 * process's own database: one instance, nothing to exclude (its one connection could not hold a
 * transaction open beside the work anyway).
 */
export function sweepLock(db: Database, kind: DatabaseKind, name: string): SweepLock {
  if (kind === 'pglite') return (work) => work();
  return (work) =>
    db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`,
      );
      const [row] = lockedSchema.parse(result).rows;
      if (row?.locked !== true) return undefined;
      return work();
    });
}
