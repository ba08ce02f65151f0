import type { ConsultantProfile } from '@lumus/contract/catalogue/consultant';
import type { GalleryImage } from '@lumus/contract/catalogue/consultant-gallery';
import { REVIEWS_DEFAULT_PAGE_SIZE, type Review } from '@lumus/contract/catalogue/profile-reviews';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import {
  consultantGalleryImages,
  consultantGroupMembers,
  consultantGroups,
  consultantReviews,
  consultants,
} from './catalogue-tables';
import { toCard } from './consultant-card';
import { cardColumnsIn, servesCurrency } from './consultant-prices';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';

export async function findProfileBySlug(
  db: Database,
  slug: string,
  currency: MarketCurrency = 'INR',
): Promise<ConsultantProfile> {
  return findProfile(db, eq(consultants.slug, slug), `the slug "${slug}"`, currency);
}

export async function findProfileById(db: Database, id: number): Promise<ConsultantProfile> {
  return findProfile(db, eq(consultants.id, id), `id ${id}`, 'INR');
}

async function findProfile(
  db: Database,
  where: SQL,
  named: string,
  currency: MarketCurrency,
): Promise<ConsultantProfile> {
  const [row] = await db
    .select({ ...cardColumnsIn(currency), bioEn: consultants.bioEn, bioDe: consultants.bioDe })
    .from(consultants)
    .where(and(where, isNull(consultants.suspendedAt)));
  if (row === undefined) throw new CallFailure(404, `No psychic with ${named}.`);
  // A psychic without a price in the viewer's currency does not serve that market (decision 045).
  const [served] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(and(eq(consultants.id, row.id), servesCurrency(currency)));
  if (served === undefined) {
    throw new CallFailure(404, `This psychic does not take sessions in ${currency}.`);
  }
  const groups = await db
    .select({
      id: consultantGroups.id,
      slug: consultantGroups.slug,
      titleEn: consultantGroups.titleEn,
      titleDe: consultantGroups.titleDe,
    })
    .from(consultantGroupMembers)
    .innerJoin(consultantGroups, eq(consultantGroups.id, consultantGroupMembers.groupId))
    .where(eq(consultantGroupMembers.consultantId, row.id))
    .orderBy(asc(consultantGroups.sortOrder), asc(consultantGroups.id));
  return { ...toCard(row), bioEn: row.bioEn, bioDe: row.bioDe, groups };
}

/** The consultant's id from either key; 404 when there is no such consultant. */
export async function resolveConsultantId(
  db: Database,
  key: { consultantId?: number | undefined; slug?: string | undefined },
): Promise<number> {
  const where =
    key.consultantId === undefined
      ? eq(consultants.slug, key.slug ?? '')
      : eq(consultants.id, key.consultantId);
  const [row] = await db.select({ id: consultants.id }).from(consultants).where(where);
  if (row === undefined) {
    const named =
      key.consultantId === undefined ? `the slug "${key.slug ?? ''}"` : `id ${key.consultantId}`;
    throw new CallFailure(404, `No psychic with ${named}.`);
  }
  return row.id;
}

export async function listGallery(db: Database, consultantId: number): Promise<GalleryImage[]> {
  const rows = await db
    .select({
      id: consultantGalleryImages.id,
      imageUrl: consultantGalleryImages.imagePath,
      captionEn: consultantGalleryImages.captionEn,
      captionDe: consultantGalleryImages.captionDe,
      width: consultantGalleryImages.width,
      height: consultantGalleryImages.height,
    })
    .from(consultantGalleryImages)
    .where(eq(consultantGalleryImages.consultantId, consultantId))
    .orderBy(asc(consultantGalleryImages.sortOrder), asc(consultantGalleryImages.id));
  return rows;
}

export type ReviewPage = Readonly<{
  items: Review[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
  ratingBreakdown: { stars: number; count: number }[];
}>;

/** A stored review as the wire shows it (the profile and the psychic's console alike). */
export function reviewToWire(row: {
  id: number;
  rating: number;
  text: string;
  language: string;
  authorFirstName: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}): Review {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Newest first, those in `language` (the page's) before the others when given; the id breaks
 * ties so two reviews of the same second keep their order. With the count of each star rating.
 */
export async function listReviews(
  db: Database,
  consultantId: number,
  options: {
    page?: number | undefined;
    pageSize?: number | undefined;
    language?: 'en' | 'de' | undefined;
  },
): Promise<ReviewPage> {
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? REVIEWS_DEFAULT_PAGE_SIZE;
  const languageFirst =
    options.language === undefined
      ? []
      : [sql`(${consultantReviews.language} = ${options.language}) desc`];
  const [rows, [counted], stars] = await Promise.all([
    db
      .select({
        id: consultantReviews.id,
        rating: consultantReviews.rating,
        text: consultantReviews.text,
        language: consultantReviews.language,
        authorFirstName: consultantReviews.authorFirstName,
        createdAt: consultantReviews.createdAt,
        reply: consultantReviews.reply,
        repliedAt: consultantReviews.repliedAt,
      })
      .from(consultantReviews)
      .where(eq(consultantReviews.consultantId, consultantId))
      .orderBy(...languageFirst, desc(consultantReviews.createdAt), desc(consultantReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(consultantReviews)
      .where(eq(consultantReviews.consultantId, consultantId)),
    db
      .select({
        stars: consultantReviews.rating,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(consultantReviews)
      .where(eq(consultantReviews.consultantId, consultantId))
      .groupBy(consultantReviews.rating),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(reviewToWire),
    total,
    page,
    pageSize,
    hasMore: page * pageSize < total,
    ratingBreakdown: STARS.map((star) => ({
      stars: star,
      count: stars.find((row) => row.stars === star)?.count ?? 0,
    })),
  };
}
