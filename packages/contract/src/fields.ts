import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column; a bigger one must never reach a query. */
export const MAX_ID = 2_147_483_647;
const MIN_INTEGER = -MAX_ID - 1;

/**
 * Field types for call inputs. A field may arrive as JSON (a real number or boolean) or from a query
 * string or form (always text), so each accepts both and yields the typed value. Plain
 * `z.coerce` is not enough: it turns '' into 0 and 'false' into true.
 */
export const intField = z
  .union(
    [
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,15}$/)
        .transform(Number),
    ],
    { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') },
  )
  // Within an `integer` column's range, so no number a client sends can overflow a query.
  .refine((value) => value <= MAX_ID, { error: `must be at most ${MAX_ID}` })
  .refine((value) => value >= MIN_INTEGER, { error: `must be at least ${MIN_INTEGER}` });

export const booleanField = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')],
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be true or false') },
);

const ID_MESSAGE = 'must be a positive whole number';
const ID_RANGE_MESSAGE = `must be at most ${MAX_ID}`;

/**
 * The id of a stored row as a call field (JSON number, or text from a query or form): a whole number
 * from 1 to MAX_ID, so an id outside the column's range is a 400, not a database error.
 */
export const idField = z
  .union([z.number(), z.string().trim()], {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number'),
  })
  .transform((value, context) => {
    const id = typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) {
      context.addIssue({ code: 'custom', message: ID_MESSAGE });
      return z.NEVER;
    }
    if (id > MAX_ID) {
      context.addIssue({ code: 'custom', message: ID_RANGE_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

/** The same rule for JSON-only payloads (socket events), where an id is always a number. */
export const idNumber = z
  .number({ error: 'must be a whole number' })
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(MAX_ID, { error: ID_RANGE_MESSAGE });
