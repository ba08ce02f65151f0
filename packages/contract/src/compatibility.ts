import { SIGNS } from '@lumus/astro/zodiac';
import { z } from 'zod';
import { defineCall } from './call';

/** Earliest accepted date of birth; the engine is verified from 1900 on. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a `YYYY-MM-DD` that names a day that exists (no 31 April, no 29 February 2023). */
export function isRealCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/**
 * A date of birth as `YYYY-MM-DD`. Whether it lies in the future depends on the clock, so the
 * server checks that itself; everything checkable without a clock is checked here.
 */
export const birthDateField = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a date') })
  .trim()
  .regex(ISO_DATE, { error: 'must be a date as YYYY-MM-DD', abort: true })
  .refine(isRealCalendarDate, { error: 'is not a real calendar date', abort: true })
  // Strings of this shape compare in calendar order.
  .refine((text) => text >= EARLIEST_BIRTH_DATE, { error: 'must be in 1900 or later' });

export const compatibilityInputSchema = z.object({
  dateOfBirth: birthDateField,
  partnerDateOfBirth: birthDateField,
});
export type CompatibilityInput = z.input<typeof compatibilityInputSchema>;

// The engine's sign list is the one source; the wire carries its lower-case names.
export const zodiacSignSchema = z.enum(SIGNS);
export type ZodiacSign = z.infer<typeof zodiacSignSchema>;

export const COMPATIBILITY_AREAS = ['overall', 'love', 'sex', 'family', 'friendship'] as const;
export type CompatibilityArea = (typeof COMPATIBILITY_AREAS)[number];

/** An explanation as an i18n key plus parameters, which are themselves keys (sign, element...). */
export const reasonKeySchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ReasonKey = z.infer<typeof reasonKeySchema>;

const score = z.number().int().min(0).max(100);

export const compatibilityReportSchema = z.object({
  overall: score,
  love: score,
  sex: score,
  family: score,
  friendship: score,
  /** Western tropical sun signs: `you` of dateOfBirth, `partner` of partnerDateOfBirth. */
  signs: z.object({ you: zodiacSignSchema, partner: zodiacSignSchema }),
  reasons: z.object({
    overall: reasonKeySchema,
    love: reasonKeySchema,
    sex: reasonKeySchema,
    family: reasonKeySchema,
    friendship: reasonKeySchema,
  }),
});
export type CompatibilityReport = z.infer<typeof compatibilityReportSchema>;

export type CompatibilityResponse = z.infer<typeof compatibilityReportCall.response>;

/** Love compatibility by date of birth (issue 7): two dates in, five scores and both signs out. */
export const compatibilityReportCall = defineCall({
  path: '/api/compatibility/report',
  methods: ['GET', 'POST'],
  summary:
    'Love compatibility of two dates of birth (sun signs): overall, love, sex, family, friendship',
  input: compatibilityInputSchema,
  output: compatibilityReportSchema,
  auth: 'none',
});
