import { placeSearchCall } from '@lumus/contract/astrology/place-search';
import type { FastifyInstance } from 'fastify';
import type { PlaceIndex } from './place-index';
import { registerCall } from '../../lib/http/register-call';

/** `GET /api/place/search?q=`: type-ahead over the offline GeoNames index (not a spec call). */
export function registerPlaceRoutes(
  app: FastifyInstance,
  deps: { places: () => PlaceIndex },
): void {
  registerCall(app, placeSearchCall, ({ q, limit }) =>
    Promise.resolve(deps.places().search(q, limit)),
  );
}
