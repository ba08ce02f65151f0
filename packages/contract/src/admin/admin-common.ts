import { idField } from '../fields';
import { textField } from '../text-fields';
import { z } from 'zod';
import { pageInfoSchema } from '../wallet/money';

/** One page of `items` with the page numbers. */
export function adminPage<T extends z.ZodType>(item: T) {
  return pageInfoSchema.extend({ items: z.array(item) });
}

/** A day (`YYYY-MM-DD`, UTC) as an optional filter bound; '' from an empty form field means none. */
export const optionalDayField = z
  .union([
    z.literal('').transform(() => undefined),
    z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
  ])
  .optional();

/** Free text search; '' means no filter. */
export const optionalSearchField = textField(100)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** An optional id filter; '' from an empty form field means none. */
export const optionalIdField = z
  .union([z.literal('').transform(() => undefined), idField])
  .optional();
