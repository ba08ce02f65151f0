import { z } from 'zod';

/**
 * Field types for call inputs. A field may arrive as JSON (a real number or boolean) or from a query
 * string or form (always text), so each accepts both and yields the typed value. Plain
 * `z.coerce` is not enough: it turns '' into 0 and 'false' into true.
 */
export const intField = z.union(
  [
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,15}$/)
      .transform(Number),
  ],
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') },
);

export const booleanField = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')],
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be true or false') },
);
