/** How Drizzle names columns from the schema's keys, for every database handle and dialect. */
export const COLUMN_CASING = 'snake_case';
