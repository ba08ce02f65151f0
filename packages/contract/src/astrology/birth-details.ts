import { GRAHAS } from '@lumus/astro/grahas';
import { z } from 'zod';
import { birthDateField } from '../compatibility';
import { booleanField, idField } from '../fields';
import { textField } from '../text-fields';
import { placeSchema } from './place-search';
import { defineCall } from '../call';

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const genderSchema = z.enum(GENDERS, { error: 'must be MALE, FEMALE or OTHER' });
export type Gender = z.infer<typeof genderSchema>;

/** Hour 00–23 and minute 00–59; anything else is a time no clock shows. */
const birthTimeField = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time from 00:00 to 23:59 (HH:MM)' });

const optionalNumber = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  {
    error: 'must be a number',
  },
);

/**
 * A GeoNames id from the place search; the server takes coordinates and zone from its index. The
 * kundli form and the chat intake send it under this name.
 */
export const placeIdField = idField.optional();

const birthDetailFields = z.object({
  name: textField(100).min(1, { error: 'is required' }),
  gender: genderSchema,
  birthDate: birthDateField,
  birthTime: birthTimeField.nullable().optional(),
  birthTimeUnknown: booleanField.optional(),
  placeId: placeIdField,
  /** Without `placeId`: the place spelled out (all four needed). */
  placeName: textField(200).optional(),
  latitude: optionalNumber.optional(),
  longitude: optionalNumber.optional(),
  timeZone: textField(64).optional(),
});

function birthTimeGiven(input: {
  birthTimeUnknown?: boolean | undefined;
  birthTime?: string | null | undefined;
}): boolean {
  return input.birthTimeUnknown === true || typeof input.birthTime === 'string';
}
const birthTimeMissing = {
  error: 'birthTime is required unless birthTimeUnknown is true',
  path: ['birthTime'],
};

export const saveBirthDetailInputSchema = birthDetailFields.refine(
  birthTimeGiven,
  birthTimeMissing,
);
export type SaveBirthDetailInput = z.input<typeof saveBirthDetailInputSchema>;
/** The input as the server has it after parsing. */
export type ParsedBirthDetailInput = z.output<typeof saveBirthDetailInputSchema>;

export const birthDetailIdInputSchema = z.object({ id: idField });

const placementSchema = z.object({
  longitude: z.number(),
  sign: z.number().int().min(1).max(12),
  nakshatra: z.number().int().min(1).max(27),
  pada: z.number().int().min(1).max(4),
  house: z.number().int().min(1).max(12),
  retrograde: z.boolean(),
});
export const grahaSchema = z.enum(GRAHAS);

export const kundliSchema = z.object({
  ayanamsa: z.number(),
  node: z.enum(['mean', 'true']),
  ascendant: placementSchema,
  planets: z.record(grahaSchema, placementSchema.extend({ speed: z.number() })),
});
export type KundliData = z.infer<typeof kundliSchema>;

/** Where a person was born; `id` and region/country are missing for a place typed by hand. */
export const birthPlaceSchema = placeSchema
  .omit({ id: true, population: true, country: true })
  .extend({ id: z.number().int().nullable(), country: z.string() });
export type BirthPlace = z.infer<typeof birthPlaceSchema>;

export const birthDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: genderSchema,
  birthDate: z.string(),
  /** Null when unknown: the chart is then cast for 12:00 local time (ascendant uncertain). */
  birthTime: z.string().nullable(),
  place: birthPlaceSchema,
  /** Minutes east of UTC at the birth moment, from the time-zone database (historical). */
  utcOffsetMinutes: z.number().int(),
  /** How the wall-clock time met the zone's clock: 'exact', 'ambiguous' (fall-back) or 'gap'. */
  localTimeKind: z.enum(['exact', 'ambiguous', 'gap']),
  birthUtc: z.string(),
  kundli: kundliSchema,
  createdAt: z.string(),
});
export type BirthDetail = z.infer<typeof birthDetailSchema>;

/**
 * A chart with the place and moment it was cast for, as a saved person carries it; the chat
 * intake carries the same (decision 019).
 */
export const castChartSchema = birthDetailSchema.pick({
  place: true,
  utcOffsetMinutes: true,
  localTimeKind: true,
  birthUtc: true,
  kundli: true,
});
export type CastChart = z.infer<typeof castChartSchema>;

/** The list omits the charts; one person is fetched with `birthdetail/get`. */
export const birthDetailSummarySchema = birthDetailSchema.pick({
  id: true,
  name: true,
  gender: true,
  birthDate: true,
  birthTime: true,
  place: true,
  createdAt: true,
});
export type BirthDetailSummary = z.infer<typeof birthDetailSummarySchema>;

/**
 * Saved people and their kundli (issue 7). Spec §7 names `birthdetail/save/planets` and
 * `birthdetail/getSortedList` without fields; `birthdetail/get` and `birthdetail/delete` are ours.
 */
export const saveBirthDetailCall = defineCall({
  path: '/api/birthdetail/save/planets',
  methods: 'POST',
  summary:
    "Save a person's birth details; the kundli is computed with the place's historical UTC offset and stored",
  input: saveBirthDetailInputSchema,
  output: birthDetailSchema,
  auth: 'user',
});

export const birthDetailListCall = defineCall({
  path: '/api/birthdetail/getSortedList',
  methods: ['GET', 'POST'],
  summary: "The signed-in user's saved people, sorted by name",
  input: z.object({}),
  output: z.array(birthDetailSummarySchema),
  auth: 'user',
});

export const birthDetailCall = defineCall({
  path: '/api/birthdetail/get',
  methods: ['GET', 'POST'],
  summary: 'One saved person with their kundli (not a spec call)',
  input: birthDetailIdInputSchema,
  output: birthDetailSchema,
  auth: 'user',
});

export const deleteBirthDetailCall = defineCall({
  path: '/api/birthdetail/delete',
  methods: 'POST',
  summary: 'Delete one saved person (not a spec call)',
  input: birthDetailIdInputSchema,
  output: z.object({ id: z.number().int() }),
  auth: 'user',
});

/**
 * A chart cast for a guest (decision 047): the same fields as a saved person without the row's id
 * and date; the browser keeps it until the guest signs in.
 */
export const guestChartSchema = birthDetailSchema.omit({ id: true, createdAt: true });
export type GuestChart = z.infer<typeof guestChartSchema>;

export const castGuestChartCall = defineCall({
  path: '/api/birthdetail/cast',
  methods: 'POST',
  summary:
    'Cast a kundli without saving it (guests at /kundli); the same computation as birthdetail/save/planets (not a spec call)',
  input: saveBirthDetailInputSchema,
  output: guestChartSchema,
  auth: 'none',
});

/**
 * The browser's random key for one guest chart: sending the same key again returns the person
 * saved the first time, so a retried or repeated claim never saves the chart twice.
 */
export const guestChartKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, { error: 'must be 16 to 64 letters, digits or dashes' });

export const claimGuestChartInputSchema = birthDetailFields
  .extend({ guestKey: guestChartKeyField })
  .refine(birthTimeGiven, birthTimeMissing);
export type ClaimGuestChartInput = z.input<typeof claimGuestChartInputSchema>;

export const claimGuestChartCall = defineCall({
  path: '/api/birthdetail/claim-guest',
  methods: 'POST',
  summary:
    "Save the chart a guest made before signing in to the signed-in user's people, once per guestKey (not a spec call)",
  input: claimGuestChartInputSchema,
  output: birthDetailSchema,
  auth: 'user',
});
