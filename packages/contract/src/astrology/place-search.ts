import { z } from 'zod';
import { defineCall } from '../call';

export const PLACE_SEARCH_MAX_LIMIT = 20;
export const PLACE_SEARCH_DEFAULT_LIMIT = 8;
export const PLACE_QUERY_MAX_LENGTH = 100;

export const placeSearchInputSchema = z.object({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(PLACE_QUERY_MAX_LENGTH, { error: `must be at most ${PLACE_QUERY_MAX_LENGTH} characters` }),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(PLACE_SEARCH_MAX_LIMIT, { error: `must be at most ${PLACE_SEARCH_MAX_LIMIT}` })
    .default(PLACE_SEARCH_DEFAULT_LIMIT),
});
export type PlaceSearchInput = z.input<typeof placeSearchInputSchema>;

export const placeSchema = z.object({
  /** GeoNames id. */
  id: z.number().int().positive(),
  name: z.string(),
  /** First-level administrative region (state, Bundesland), English; empty when unknown. */
  region: z.string(),
  /** ISO 3166-1 alpha-2; the web shows the country name in the reader's language. */
  country: z.string().length(2),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** IANA time-zone id, e.g. Asia/Kolkata. */
  timeZone: z.string(),
  population: z.number().int().nonnegative(),
});
export type Place = z.infer<typeof placeSchema>;

export type PlaceSearchResponse = z.infer<typeof placeSearchCall.response>;

/**
 * Offline birth-place search (issue 7). Not a call of spec §7: the spec names no place call, so
 * this one is ours. GeoNames cities of at least 1000 people, searched on the server.
 */
export const placeSearchCall = defineCall({
  path: '/api/place/search',
  methods: ['GET', 'POST'],
  summary:
    'Birth-place type-ahead: GeoNames places (≥1000 people) by name, accents and case ignored, ranked by match and population',
  input: placeSearchInputSchema,
  output: z.array(placeSchema),
  auth: 'none',
});
