import { z } from 'zod';

// A surrogate half without its partner is not a character: it cannot be written as UTF-8.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NOT_STORABLE_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** True for text PostgreSQL can store: no NUL character and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/**
 * Any text a client sends (call field, multipart field, socket payload): PostgreSQL refuses NUL and a
 * lone surrogate is not UTF-8, so both are a 400 here instead of a database error or a silent `?`.
 */
export function storableText() {
  return z.string().refine(isStorableText, { error: NOT_STORABLE_MESSAGE });
}

/** A bounded piece of text; the bound keeps a huge value from reaching storage or logs. */
export function textField(max: number) {
  return storableText()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
}

/**
 * Text the client URL-encoded (spec §3's time zone), decoded. Malformed escapes are a 400, and the
 * decoded text obeys the same storable rule (`%00` decodes to NUL).
 */
export function urlEncodedTextField(max: number) {
  return textField(max).transform((text, context) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be URL-encoded text' });
      return z.NEVER;
    }
    if (!isStorableText(decoded)) {
      context.addIssue({ code: 'custom', message: NOT_STORABLE_MESSAGE });
      return z.NEVER;
    }
    return decoded;
  });
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
