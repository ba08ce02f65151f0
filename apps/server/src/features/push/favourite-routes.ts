import {
  FAVOURITE_ADD_PATH,
  FAVOURITE_REMOVE_PATH,
  FAVOURITES_PATH,
  favouriteInputSchema,
  favouritesResponseSchema,
} from '@lumus/contract/push/push-calls';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import { addFavourite, listFavourites, removeFavourite } from './favourites';

export type FavouriteRouteDeps = Readonly<{ db: Database; clock: () => Date; auth: CallGuard }>;

/** Each answers with the whole list, so the page shows the result without a second call. */
export function registerFavouriteRoutes(app: FastifyInstance, deps: FavouriteRouteDeps): void {
  const { db } = deps;
  const list = async (userId: number) => ({
    status: 'success' as const,
    data: { items: await listFavourites(db, userId) },
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: FAVOURITES_PATH,
    summary: "The signed-in user's favourite psychics (the ones they asked to hear about)",
    input: z.object({}),
    output: favouritesResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => list(signedInUser(request).id));

  defineCall(app, {
    method: 'POST',
    url: FAVOURITE_ADD_PATH,
    summary: 'Adds a psychic to the favourites: "Notify me when online"',
    input: favouriteInputSchema,
    output: favouritesResponseSchema,
    auth: deps.auth,
  }).handle(async ({ consultantId }, { request }) => {
    const userId = signedInUser(request).id;
    await addFavourite(db, userId, consultantId, deps.clock());
    return list(userId);
  });

  defineCall(app, {
    method: 'POST',
    url: FAVOURITE_REMOVE_PATH,
    summary: 'Removes a psychic from the favourites (and their online notices)',
    input: favouriteInputSchema,
    output: favouritesResponseSchema,
    auth: deps.auth,
  }).handle(async ({ consultantId }, { request }) => {
    const userId = signedInUser(request).id;
    await removeFavourite(db, userId, consultantId);
    return list(userId);
  });
}
