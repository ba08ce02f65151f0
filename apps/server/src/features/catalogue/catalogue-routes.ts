import {
  CONSULTANT_BY_ID_PATH,
  consultantByIdInputSchema,
  consultantByIdResponseSchema,
} from '@lumus/contract/catalogue/consultant-by-id';
import {
  CONSULTANT_GALLERY_PATH,
  consultantGalleryInputSchema,
  consultantGalleryResponseSchema,
} from '@lumus/contract/catalogue/consultant-gallery';
import {
  CONSULTANT_PROFILE_PATH,
  consultantProfileInputSchema,
  consultantProfileResponseSchema,
} from '@lumus/contract/catalogue/consultant-profile';
import {
  CONSULTANT_STATUS_PATH,
  consultantStatusInputSchema,
  consultantStatusResponseSchema,
} from '@lumus/contract/catalogue/consultant-status';
import {
  PROFILE_REVIEWS_PATH,
  profileReviewsInputSchema,
  profileReviewsResponseSchema,
} from '@lumus/contract/catalogue/profile-reviews';
import type { FastifyInstance } from 'fastify';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { defineCall } from '../../lib/http/define-call';
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

export type CatalogueDeps = Readonly<{ db: Database; io: RealtimeServer }>;

// The spec's clients may send any call as GET with a query or as POST with a form or JSON.
const ANY_STYLE = ['GET', 'POST'] as const;

/** The public catalogue calls of spec §7, the generated images and the live-status socket room. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const { db } = deps;
  registerCatalogueSocket(deps.io);
  registerMediaRoutes(app);

  registerConsultantListRoute(app, { db });

  defineCall(app, {
    method: ANY_STYLE,
    url: CONSULTANT_PROFILE_PATH,
    summary: 'One psychic profile by its slug',
    input: consultantProfileInputSchema,
    output: consultantProfileResponseSchema,
  }).handle(async ({ slug }) => ({ status: 'success', data: await findProfileBySlug(db, slug) }));

  defineCall(app, {
    method: ANY_STYLE,
    url: CONSULTANT_BY_ID_PATH,
    summary: 'One psychic profile by its id (not in the spec: pages opened by link hold the id)',
    input: consultantByIdInputSchema,
    output: consultantByIdResponseSchema,
  }).handle(async ({ consultantId }) => ({
    status: 'success',
    data: await findProfileById(db, consultantId),
  }));

  defineCall(app, {
    method: ANY_STYLE,
    url: CONSULTANT_GALLERY_PATH,
    summary: "A psychic's gallery images, by consultant id or slug",
    input: consultantGalleryInputSchema,
    output: consultantGalleryResponseSchema,
  }).handle(async (key) => {
    const consultantId = await resolveConsultantId(db, key);
    return {
      status: 'success',
      data: { consultantId, images: await listGallery(db, consultantId) },
    };
  });

  defineCall(app, {
    method: ANY_STYLE,
    url: PROFILE_REVIEWS_PATH,
    summary: "A psychic's reviews, newest first, in pages",
    input: profileReviewsInputSchema,
    output: profileReviewsResponseSchema,
  }).handle(async ({ consultantId, page, pageSize }) => {
    await resolveConsultantId(db, { consultantId });
    return { status: 'success', data: await listReviews(db, consultantId, { page, pageSize }) };
  });

  defineCall(app, {
    method: ANY_STYLE,
    url: CONSULTANT_STATUS_PATH,
    summary: 'Live status (online, busy, offline) of one or many psychics',
    input: consultantStatusInputSchema,
    output: consultantStatusResponseSchema,
  }).handle(async ({ ids }) => ({ status: 'success', data: await readStatuses(db, ids) }));
}
