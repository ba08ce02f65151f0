import { SIGNS } from '@lumus/astro/zodiac';
import { z } from 'zod';
import { defineCall } from '../call';
import { idField } from '../fields';
import { grahaSchema } from './birth-details';

export const HOROSCOPE_DAYS = ['today', 'tomorrow'] as const;
export const horoscopeDaySchema = z.enum(HOROSCOPE_DAYS, { error: 'must be today or tomorrow' });
export type HoroscopeDay = z.infer<typeof horoscopeDaySchema>;
export const signNameSchema = z.enum(SIGNS, { error: 'must be a sign name such as aries' });

/**
 * "Today" is the date in India (Asia/Kolkata), the site's astrological day: the gochara facts are
 * taken at Ujjain sunrise, so one date means one set of facts for every visitor.
 */
export const HOROSCOPE_TIME_ZONE = 'Asia/Kolkata';

const transitSchema = z.object({
  graha: grahaSchema,
  sign: z.number().int().min(1).max(12),
  retrograde: z.boolean(),
  house: z.number().int().min(1).max(12),
  area: z.string(),
  favourable: z.boolean(),
});
export type TransitFact = z.infer<typeof transitSchema>;

/** The day's transit facts for one Moon sign; the web composes the sentences (decision 036). */
export const horoscopeSchema = z.object({
  date: z.string(),
  moonSign: z.number().int().min(1).max(12),
  transits: z.array(transitSchema),
  favourableCount: z.number().int(),
  moon: z.object({
    sign: z.number().int().min(1).max(12),
    nakshatra: z.object({ key: z.string(), end: z.string() }),
    tithi: z.object({ key: z.string(), paksha: z.enum(['shukla', 'krishna']), end: z.string() }),
    nextSign: z.object({ sign: z.number().int(), at: z.string() }).nullable(),
  }),
});
export type Horoscope = z.infer<typeof horoscopeSchema>;

export const horoscopeCall = defineCall({
  path: '/api/astro/horoscope',
  methods: ['GET', 'POST'],
  summary:
    "A Moon sign's daily horoscope facts for today or tomorrow in India: each graha's transit house from the sign, its area of life and whether it is favourable (Phaladeepika 26)",
  input: z.object({ day: horoscopeDaySchema, sign: signNameSchema }),
  output: horoscopeSchema,
  auth: 'none',
});

export const personalHoroscopeCall = defineCall({
  path: '/api/astro/horoscope/mine',
  methods: ['GET', 'POST'],
  summary:
    "Today's horoscope facts for a saved person's Moon sign (the signed-in user's first saved person when no id is given); null without a saved person",
  input: z.object({ id: idField.optional() }),
  output: z
    .object({ personId: z.number().int(), name: z.string(), horoscope: horoscopeSchema })
    .nullable(),
  auth: 'user',
});
