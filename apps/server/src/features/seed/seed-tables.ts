import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed step that has run, so a step never runs twice, even across instances. */
export const seedRuns = pgTable('seed_runs', {
  step: text().primaryKey(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
