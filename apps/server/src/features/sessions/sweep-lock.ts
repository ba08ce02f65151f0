import type { DatabaseKind } from '@lumus/contract/health';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { sessionSweeps } from './session-tables';

export type SweepLock = Readonly<{
  /** Runs `work` unless another instance is running it now; undefined when one is. */
  exclusive: <T>(work: () => Promise<T>) => Promise<T | undefined>;
  /**
   * The same, and only if no instance has started a pass within the last `intervalMs`: what the
   * timer of each instance runs, so N instances make one pass per interval between them.
   */
  oncePerInterval: <T>(intervalMs: number, work: () => Promise<T>) => Promise<T | undefined>;
}>;

const lockedSchema = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

/** A tick a little early (timers drift) still counts as the next interval's. */
const INTERVAL_SLACK = 0.9;

/**
 * One sweeper at a time across the instances of a deployment (decision 029).
 *
 * On PostgreSQL a transaction-scoped advisory lock, tried and never waited for: the instance that
 * gets it sweeps, the others skip. The transaction holds the lock (one pooled connection for the
 * pass) and, for a timed pass, claims the interval in `session_sweeps` (the row says when the last
 * pass started, by the database's clock, which all instances share); the work itself runs on the
 * pool and commits step by step as before, so every event is sent after its commit. The lock and
 * the claim go with the transaction: at the end of the pass, or when the holder dies with its
 * connection (a claim that never committed leaves the interval free). Advisory locks belong to one
 * database, so deployments on other databases of one server do not exclude each other.
 *
 * PGlite is one process's own database: one instance, nothing to exclude (and its one connection
 * could not hold a transaction open beside the work).
 */
export function sweepLock(db: Database, kind: DatabaseKind, name: string): SweepLock {
  if (kind === 'pglite') {
    return { exclusive: (work) => work(), oncePerInterval: (_intervalMs, work) => work() };
  }
  const locked = (intervalMs: number | undefined) =>
    async function <T>(work: () => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`,
        );
        if (lockedSchema.parse(result).rows[0]?.locked !== true) return undefined;
        if (intervalMs !== undefined) {
          const since = sql`statement_timestamp() - ${`${Math.round(intervalMs * INTERVAL_SLACK)} milliseconds`}::interval`;
          const [claimed] = await tx
            .insert(sessionSweeps)
            .values({ name, startedAt: sql`statement_timestamp()` })
            .onConflictDoUpdate({
              target: sessionSweeps.name,
              set: { startedAt: sql`statement_timestamp()` },
              setWhere: sql`${sessionSweeps.startedAt} <= ${since}`,
            })
            .returning({ name: sessionSweeps.name });
          if (claimed === undefined) return undefined;
        }
        return work();
      });
    };
  return {
    exclusive: (work) => locked(undefined)(work),
    oncePerInterval: (intervalMs, work) => locked(intervalMs)(work),
  };
}
