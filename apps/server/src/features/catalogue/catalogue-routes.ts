import { consultantByIdCall } from '@lumus/contract/catalogue/consultant-by-id';
import { consultantGalleryCall } from '@lumus/contract/catalogue/consultant-gallery';
import { consultantProfileCall } from '@lumus/contract/catalogue/consultant-profile';
import { consultantStatusCall } from '@lumus/contract/catalogue/consultant-status';
import { profileReviewsCall } from '@lumus/contract/catalogue/profile-reviews';
import type { FastifyInstance } from 'fastify';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { registerCatalogueSocket } from './catalogue-socket';
import {
  findProfileById,
  findProfileBySlug,
  listGallery,
  listReviews,
  resolveConsultantId,
} from './consultant-profile-queries';
import { readStatuses } from './consultant-status';
import { registerConsultantListRoute } from './list-route';
import { registerMediaRoutes } from './media/media-routes';
import { registerCall } from '../../lib/http/register-call';

export type CatalogueDeps = Readonly<{ db: Database; io: RealtimeServer }>;

// The spec's clients may send any call as GET with a query or as POST with a form or JSON.

/** The public catalogue calls of spec §7, the generated images and the live-status socket room. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const { db } = deps;
  registerCatalogueSocket(deps.io);
  registerMediaRoutes(app);

  registerConsultantListRoute(app, { db });

  registerCall(
    app,
    consultantProfileCall,
    async ({ slug, currency }) => await findProfileBySlug(db, slug, currency),
  );

  registerCall(
    app,
    consultantByIdCall,
    async ({ consultantId }) => await findProfileById(db, consultantId),
  );

  registerCall(app, consultantGalleryCall, async (key) => {
    const consultantId = await resolveConsultantId(db, key);
    return { consultantId, images: await listGallery(db, consultantId) };
  });

  registerCall(app, profileReviewsCall, async ({ consultantId, page, pageSize, language }) => {
    await resolveConsultantId(db, { consultantId });
    return await listReviews(db, consultantId, { page, pageSize, language });
  });

  registerCall(app, consultantStatusCall, async ({ ids }) => await readStatuses(db, ids));
}
