import type { Database } from '../../lib/db/database';

/**
 * One unit of demo or reference data. `id` is stable and versioned (`static-values/login-mode@1`):
 * a step that has run is never run again, so an admin's later edit or delete is not undone. To
 * change seeded data, add a new step with a new id.
 */
export type SeedStep = Readonly<{
  id: string;
  /** Demo content (fake psychics, known console numbers): skipped when demo data is off. */
  demo?: boolean;
  run: (tx: SeedTransaction) => Promise<void>;
}>;

export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
