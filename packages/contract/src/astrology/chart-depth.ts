import { z } from 'zod';
import { defineCall } from '../call';
import { birthDetailIdInputSchema, grahaSchema, kundliSchema } from './birth-details';

/** One Vimshottari period; instants are UTC ISO, a period ends where the next one starts. */
const dashaPeriodSchema = z.object({
  lord: grahaSchema,
  start: z.string(),
  end: z.string(),
  years: z.number(),
});
export type DashaPeriodData = z.infer<typeof dashaPeriodSchema>;

const antardashaSchema = dashaPeriodSchema.extend({
  pratyantardashas: z.array(dashaPeriodSchema),
});
const mahadashaSchema = dashaPeriodSchema.extend({ antardashas: z.array(antardashaSchema) });
export type MahadashaData = z.infer<typeof mahadashaSchema>;

export const dashaSchema = z.object({
  birth: z.string(),
  /** Days in a dasha year (365.25, the Julian year; decision 036). */
  yearDays: z.number(),
  balance: z.object({
    lord: grahaSchema,
    nakshatra: z.number().int().min(1).max(27),
    elapsedFraction: z.number(),
    remainingYears: z.number(),
  }),
  mahadashas: z.array(mahadashaSchema),
});
export type DashaData = z.infer<typeof dashaSchema>;

export const currentDashaSchema = z
  .object({
    mahadasha: dashaPeriodSchema,
    antardasha: dashaPeriodSchema,
    pratyantardasha: dashaPeriodSchema,
  })
  .nullable();

export const VARGA_NAMES = ['D1', 'D2', 'D3', 'D7', 'D9', 'D10', 'D12'] as const;
export const vargaNameSchema = z.enum(VARGA_NAMES);
export type VargaName = z.infer<typeof vargaNameSchema>;

/** A divisional chart in the kundli's own shape, so the chart components draw it unchanged. */
const vargaChartSchema = kundliSchema.pick({ ascendant: true, planets: true });
export type VargaChartData = z.infer<typeof vargaChartSchema>;

export const KAAL_SARP_TYPE_NAMES = [
  'anant',
  'kulik',
  'vasuki',
  'shankhpal',
  'padma',
  'mahapadma',
  'takshak',
  'karkotak',
  'shankhachur',
  'ghatak',
  'vishdhar',
  'sheshnag',
] as const;

const sadeSatiPhaseSchema = z.enum(['rising', 'peak', 'setting']);
const sadeSatiPeriodSchema = z.object({
  cycle: z.number().int(),
  start: z.string(),
  end: z.string(),
  phases: z.array(
    z.object({
      phase: sadeSatiPhaseSchema,
      saturnSign: z.number().int().min(1).max(12),
      start: z.string(),
      end: z.string(),
    }),
  ),
});
export type SadeSatiPeriodData = z.infer<typeof sadeSatiPeriodSchema>;

/** Each dosha carries the id of the rule applied; the web words the rule (decision 036). */
export const doshasSchema = z.object({
  manglik: z.object({
    rule: z.string(),
    isManglik: z.boolean(),
    marsHouse: z.number().int().min(1).max(12),
    fromMoon: z.object({ house: z.number().int().min(1).max(12), manglik: z.boolean() }),
  }),
  kaalSarp: z.object({
    rule: z.string(),
    kind: z.enum(['full', 'partial', 'none']),
    type: z.enum(KAAL_SARP_TYPE_NAMES).nullable(),
    direction: z.enum(['rahu-to-ketu', 'ketu-to-rahu']).nullable(),
    rahuHouse: z.number().int().min(1).max(12),
    conjunctNode: z.array(grahaSchema),
  }),
  sadeSati: z.object({
    rule: z.string(),
    moonSign: z.number().int().min(1).max(12),
    current: z.object({
      phase: z.enum(['rising', 'peak', 'setting', 'none']),
      period: sadeSatiPeriodSchema.nullable(),
    }),
    periods: z.array(sadeSatiPeriodSchema),
  }),
});
export type DoshasData = z.infer<typeof doshasSchema>;

/**
 * What a kundli page shows beyond the chart (issue 20): Vimshottari dasha, divisional charts and
 * doshas. `at` is the server's instant the current periods were taken at, so the page highlights
 * what the server computed instead of reading the viewer's clock.
 */
export const chartDepthSchema = z.object({
  at: z.string(),
  dasha: dashaSchema,
  current: currentDashaSchema,
  vargas: z.record(vargaNameSchema, vargaChartSchema),
  doshas: doshasSchema,
});
export type ChartDepth = z.infer<typeof chartDepthSchema>;

export const birthDetailDepthCall = defineCall({
  path: '/api/birthdetail/depth',
  methods: ['GET', 'POST'],
  summary:
    "One saved person's Vimshottari dasha, divisional charts (D1–D12) and doshas (not a spec call)",
  input: birthDetailIdInputSchema,
  output: chartDepthSchema,
  auth: 'user',
});

/**
 * The kundli PDF report (issue 20): not a JSON call, so not a `defineCall`. GET with the user's
 * auth headers; answers `application/pdf`, or the usual `{status: 'fail', reason}` with 400, 401
 * or 404 (another user's id looks like a missing one).
 */
export const KUNDLI_REPORT_PATH = '/api/birthdetail/report.pdf';
export const kundliReportInputSchema = z.object({
  id: birthDetailIdInputSchema.shape.id,
  lang: z.enum(['en', 'de'], { error: 'must be en or de' }).default('en'),
});
