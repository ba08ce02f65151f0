import { KOOTAS } from '@lumus/astro/guna-milan';
import { VERDICTS } from '@lumus/astro/match-verdict';
import { z } from 'zod';
import { reasonKeySchema } from '../compatibility';
import { idField } from '../fields';
import { birthDetailSummarySchema } from './birth-details';
import { defineCall } from '../call';

export const matchMakingInputSchema = z.object({
  /** The boy (groom) is the first partner of the Ashtakoota tables. */
  boyId: idField,
  girlId: idField,
});
export type MatchMakingInput = z.input<typeof matchMakingInputSchema>;

export const kootaSchema = z.enum(KOOTAS);

const manglikSchema = z.object({
  isManglik: z.boolean(),
  marsHouse: z.number().int().min(1).max(12),
  fromMoon: z.object({ house: z.number().int().min(1).max(12), manglik: z.boolean() }),
});

export const matchMakingSchema = z.object({
  boy: birthDetailSummarySchema,
  girl: birthDetailSummarySchema,
  total: z.number(),
  maximum: z.number(),
  kootas: z.array(
    z.object({
      koota: kootaSchema,
      score: z.number(),
      maximum: z.number(),
      reason: reasonKeySchema,
    }),
  ),
  moons: z.object({
    boy: z.object({ sign: z.number().int(), nakshatra: z.number().int() }),
    girl: z.object({ sign: z.number().int(), nakshatra: z.number().int() }),
  }),
  manglik: z.object({
    boy: manglikSchema,
    girl: manglikSchema,
    verdict: z.enum(['none', 'cancelled', 'dosha']),
    reason: reasonKeySchema,
  }),
  verdict: z.enum(VERDICTS),
});
export type MatchMakingReport = z.infer<typeof matchMakingSchema>;

/** `combined/match_making` (spec §7, fields ours): guna milan of two saved people. */
export const matchMakingCall = defineCall({
  path: '/api/combined/match_making',
  methods: ['GET', 'POST'],
  summary:
    'Guna milan (eight kootas, total of 36), Manglik for both and a verdict for two saved people',
  input: matchMakingInputSchema,
  output: matchMakingSchema,
  auth: 'user',
});

/** The match-making PDF (issue 20): GET with the user's auth headers, like the kundli report. */
export const MATCH_REPORT_PATH = '/api/combined/match_making/report.pdf';
export const matchReportInputSchema = matchMakingInputSchema.extend({
  lang: z.enum(['en', 'de'], { error: 'must be en or de' }).default('en'),
});
