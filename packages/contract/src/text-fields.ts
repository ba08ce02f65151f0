import { z } from 'zod';

/** A bounded piece of text; the bound keeps a huge value from reaching storage or logs. */
export function textField(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
}

/** Digits only, as the phone input produces them (spec §5). */
export const digitsField = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, { error: 'must be digits only' });

/** `YYYY-MM-DD`, a real calendar date. */
export const isoDateField = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** `HH:mm` (24 hours). */
export const timeOfDayField = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time (HH:mm)' });
