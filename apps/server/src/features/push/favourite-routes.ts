import {
  favouriteAddCall,
  favouriteRemoveCall,
  favouritesCall,
} from '@lumus/contract/push/push-calls';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import { addFavourite, listFavourites, removeFavourite } from './favourites';

export type FavouriteRouteDeps = Readonly<{ db: Database; clock: () => Date }>;

/** Each answers with the whole list, so the page shows the result without a second call. */
export function registerFavouriteRoutes(app: FastifyInstance, deps: FavouriteRouteDeps): void {
  const { db } = deps;
  const list = async (userId: number) => ({ items: await listFavourites(db, userId) });

  registerCall(app, favouritesCall, async (_input, { user }) => list(user.id));

  registerCall(app, favouriteAddCall, async ({ consultantId }, { user }) => {
    await addFavourite(db, user.id, consultantId, deps.clock());
    return list(user.id);
  });

  registerCall(app, favouriteRemoveCall, async ({ consultantId }, { user }) => {
    await removeFavourite(db, user.id, consultantId);
    return list(user.id);
  });
}
