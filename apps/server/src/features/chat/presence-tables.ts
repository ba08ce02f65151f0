import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { consultants } from '../catalogue/catalogue-tables';

/**
 * One open console page of a psychic (a socket that said `console:present`), on any instance.
 * `seenAt` is when the page opened or closed; while it is open, its instance's row in
 * `presence_instances` says the page is still there. A page whose instance stopped beating counts
 * as gone since the later of the two. A closed record stays until the sweeper has acted on the
 * psychic's absence, so "gone since" survives the instance that saw the disconnection.
 */
export const consoleConnections = pgTable(
  'console_connections',
  {
    /** `<instance id>:<socket id>`. */
    id: text().primaryKey(),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    instanceId: text().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
    /** When the page went away (disconnection, leaving the console); null while open. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('console_connections_consultant_idx').on(t.consultantId),
    index('console_connections_instance_idx').on(t.instanceId),
  ],
);

/**
 * An instance's sign of life while it holds console pages: it writes `seenAt` on each sweep, one
 * row however many pages it holds (decision 059). Rows of instances gone are deleted once their
 * pages are closed.
 */
export const presenceInstances = pgTable('presence_instances', {
  instanceId: text().primaryKey(),
  seenAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * What presence remembers about a psychic besides their connections: requests lapsed unanswered
 * in a row (two set them offline), and the notice the console shows about why they went offline.
 */
export const consultantPresence = pgTable('consultant_presence', {
  consultantId: integer()
    .primaryKey()
    .references(() => consultants.id),
  lapsedInRow: integer().notNull().default(0),
  notice: text({ enum: ['missed_requests'] }),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
