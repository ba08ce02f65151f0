import { z } from 'zod';
import { defineCall } from '../call';
import { idField } from '../fields';
import { placeSchema } from './place-search';

/** New Delhi (GeoNames 1261481): the panchang's place until the visitor picks one. */
export const DEFAULT_PANCHANG_PLACE_ID = 1261481;

export const calendarDateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' })
  .refine(
    (value) => {
      const [y, m, d] = value.split('-').map(Number);
      const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
      // The refinement also runs after a failed pattern: an unreadable value is simply not real.
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'is not a real date' },
  );

export const panchangInputSchema = z.object({
  /** A local date at the place; today there (server clock) when left out. */
  date: calendarDateField.optional(),
  /** GeoNames id from the place search; New Delhi when left out. */
  place: idField.optional(),
});
export type PanchangInput = z.input<typeof panchangInputSchema>;

const periodSchema = z.object({
  number: z.number().int(),
  key: z.string(),
  start: z.string(),
  end: z.string(),
});
const spanSchema = z.object({ start: z.string(), end: z.string() }).nullable();

export const panchangDaySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  reference: z.string(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  nextSunrise: z.string().nullable(),
  moonrise: z.string().nullable(),
  moonset: z.string().nullable(),
  vara: z.object({ key: z.string(), sanskrit: z.string(), lord: z.string() }),
  tithi: z.array(periodSchema.extend({ paksha: z.enum(['shukla', 'krishna']) })),
  nakshatra: z.array(periodSchema),
  yoga: z.array(periodSchema),
  karana: z.array(periodSchema),
  rahuKaal: spanSchema,
  yamaganda: spanSchema,
  gulika: spanSchema,
});
export type PanchangDay = z.infer<typeof panchangDaySchema>;

export const panchangCall = defineCall({
  path: '/api/astro/panchang',
  methods: ['GET', 'POST'],
  summary:
    'The panchang of a date at a place: tithi, vara, nakshatra, yoga, karana with end times, rise and set times, Rahu kaal, Yamaganda, Gulika (issue 20)',
  input: panchangInputSchema,
  output: z.object({
    place: placeSchema,
    panchang: panchangDaySchema,
  }),
  auth: 'none',
});
