import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded images (consultant photos). Kept in the database rather than on disk so that several
 * instances on PostgreSQL serve the same files and a backup of the database holds everything.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Random and unguessable; the served name is `<id>.<extension>`. */
    id: text().primaryKey(),
    extension: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    /** Null: made by the demo seed (the demo psychics' portraits, decision 048). */
    uploadedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_uploader').on(t.uploadedBy)],
);
