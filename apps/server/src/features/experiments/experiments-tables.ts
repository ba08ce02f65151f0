import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** An experiment configured in the database; only active ones are assigned and reported. */
export const experiments = pgTable('experiments', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  description: text().notNull().default(''),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Its variants; a variant gets `weight / sum of weights` of new subjects (0 = no new ones). */
export const experimentVariants = pgTable(
  'experiment_variants',
  {
    experimentId: integer()
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    weight: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.experimentId, table.key] }),
    check('experiment_variants_weight_check', sql`${table.weight} >= 0`),
  ],
);

/**
 * The variant a subject (`user:<id>` or `guest:<guest id>`) got, fixed at first assignment: a
 * later change of weights never moves someone who has already seen a variant.
 */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experimentId: integer()
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    variant: text().notNull(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.subject] })],
);

/** A subject saw its variant: first and last time, and how many page views. */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentId: integer()
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    variant: text().notNull(),
    views: integer().notNull().default(1),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.subject] })],
);
