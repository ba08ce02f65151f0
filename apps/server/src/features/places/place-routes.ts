import {
  PLACE_SEARCH_PATH,
  placeSearchInputSchema,
  placeSearchResponseSchema,
} from '@lumus/contract/astrology/place-search';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/http/define-call';
import type { PlaceIndex } from './place-index';

/** `GET /api/place/search?q=`: type-ahead over the offline GeoNames index (not a spec call). */
export function registerPlaceRoutes(
  app: FastifyInstance,
  deps: { places: () => PlaceIndex },
): void {
  defineCall(app, {
    method: ['GET', 'POST'],
    url: PLACE_SEARCH_PATH,
    summary:
      'Birth-place type-ahead: GeoNames places (≥1000 people) by name, accents and case ignored, ranked by match and population',
    input: placeSearchInputSchema,
    output: placeSearchResponseSchema,
  }).handle(({ q, limit }) =>
    Promise.resolve({ status: 'success' as const, data: deps.places().search(q, limit) }),
  );
}
