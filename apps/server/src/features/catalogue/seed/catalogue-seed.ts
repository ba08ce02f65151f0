import { GALLERY_THEMES, galleryImagePath } from '@lumus/contract/catalogue/media-paths';
import type { SeedStep, SeedTransaction } from '../../seed/seed-step';
import {
  consultantGalleryImages,
  consultantGroupMembers,
  consultantGroups,
  consultantReviews,
  consultants,
} from '../catalogue-tables';
import { searchName } from '../search-name';
import { hashText, intBetween, pick, seededRandom } from '../seeded-random';
import type { DemoConsultant } from './demo-consultant';
import { DEMO_CONSULTANTS_A } from './demo-consultants-a';
import { DEMO_CONSULTANTS_B } from './demo-consultants-b';
import { GALLERY_CAPTIONS } from './demo-gallery';
import { DEMO_GROUPS } from './demo-groups';
import { demoPortraitPath, storeDemoPortraits } from './demo-portraits';
import {
  AUTHOR_NAMES_DE,
  AUTHOR_NAMES_EN,
  REVIEW_TEXTS_DE,
  REVIEW_TEXTS_EN,
  type DemoReviewText,
} from './demo-reviews';

export const DEMO_CONSULTANTS: readonly DemoConsultant[] = [
  ...DEMO_CONSULTANTS_A,
  ...DEMO_CONSULTANTS_B,
];

const DAY_MS = 86_400_000;

type ReviewRow = typeof consultantReviews.$inferInsert;

/**
 * 3–10 reviews, deterministic per consultant. German-speaking consultants get mostly German
 * reviews, everyone else mostly English; no text repeats within one profile.
 */
function demoReviews(consultant: DemoConsultant, consultantId: number, now: Date): ReviewRow[] {
  const random = seededRandom(hashText(`reviews:${consultant.slug}`));
  const count = intBetween(random, 3, 10);
  const germanShare = consultant.languages.includes('de') ? 0.75 : 0.15;
  const used = new Set<DemoReviewText>();
  const rows: ReviewRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const german = random() < germanShare;
    const pool = german ? REVIEW_TEXTS_DE : REVIEW_TEXTS_EN;
    let review = pick(random, pool);
    for (let tries = 0; used.has(review) && tries < 20; tries += 1) review = pick(random, pool);
    used.add(review);
    rows.push({
      consultantId,
      rating: review.rating,
      text: review.text,
      language: german ? 'de' : 'en',
      authorFirstName: pick(random, german ? AUTHOR_NAMES_DE : AUTHOR_NAMES_EN),
      createdAt: new Date(now.getTime() - intBetween(random, 1, 400) * DAY_MS - index * 3_600_000),
    });
  }
  return rows;
}

function galleryRows(consultant: DemoConsultant, consultantId: number) {
  const random = seededRandom(hashText(`gallery:${consultant.slug}`));
  const count = intBetween(random, 2, 4);
  const start = intBetween(random, 0, GALLERY_THEMES.length - 1);
  return Array.from({ length: count }, (_, index) => {
    const theme = GALLERY_THEMES[(start + index) % GALLERY_THEMES.length] ?? 'night-sky';
    const [captionEn, captionDe] = GALLERY_CAPTIONS[theme];
    return {
      consultantId,
      imagePath: galleryImagePath(theme, intBetween(random, 1, 9999)),
      captionEn,
      captionDe,
      width: 800,
      height: 600,
      sortOrder: index,
    };
  });
}

/** A consultant row complete with portrait, identity check and rating: no update afterwards. */
function consultantRow(consultant: DemoConsultant, reviews: readonly ReviewRow[], now: Date) {
  const random = seededRandom(hashText(`status:${consultant.slug}`));
  // Most demo psychics count as identity-checked; a few are not, so the list shows both.
  const verified = seededRandom(hashText(`verified:${consultant.slug}`))() < 0.8;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return {
    slug: consultant.slug,
    displayName: consultant.name,
    searchName: searchName(consultant.name),
    photoPath: demoPortraitPath(consultant.slug),
    bioEn: consultant.bioEn,
    bioDe: consultant.bioDe,
    categories: [...consultant.categories],
    languages: [...consultant.languages],
    experienceYears: consultant.experienceYears,
    pricePerMinuteMinor: consultant.priceRupees * 100,
    orderCount: consultant.orderCount,
    status: consultant.status,
    statusChangedAt: new Date(now.getTime() - intBetween(random, 1, 600) * 60_000),
    createdAt: new Date(now.getTime() - consultant.experienceYears * 7 * DAY_MS),
    identityVerifiedAt: verified ? now : null,
    rating: Math.round(average * 10) / 10,
    reviewCount: reviews.length,
  };
}

/**
 * One statement per table (decision 054): each statement maintains the consultants' eight
 * indexes in PGlite's WebAssembly, so 44 rows at once cost about what one did, where six
 * statements per consultant took seconds at first start. Ids follow the list's order as before.
 */
async function seedConsultants(tx: SeedTransaction, now: Date) {
  // Reviews do not depend on the id they are stored under: computed once for row and rating.
  const reviewsOf = new Map(
    DEMO_CONSULTANTS.map((consultant) => [consultant.slug, demoReviews(consultant, 0, now)]),
  );
  const inserted = await tx
    .insert(consultants)
    .values(
      DEMO_CONSULTANTS.map((consultant) =>
        consultantRow(consultant, reviewsOf.get(consultant.slug) ?? [], now),
      ),
    )
    .onConflictDoNothing({ target: consultants.slug })
    .returning({ id: consultants.id, slug: consultants.slug });
  // One already there (seeded by hand or an earlier version) is left as it is, portrait and all.
  const ids = new Map(inserted.map((row) => [row.slug, row.id]));
  const added = DEMO_CONSULTANTS.flatMap((consultant) => {
    const id = ids.get(consultant.slug);
    return id === undefined ? [] : [{ consultant, id }];
  });
  if (added.length === 0) return;
  await storeDemoPortraits(
    tx,
    added.map(({ consultant }) => consultant.slug),
  );
  await tx
    .insert(consultantReviews)
    .values(
      added.flatMap(({ consultant, id }) =>
        (reviewsOf.get(consultant.slug) ?? []).map((review) => ({ ...review, consultantId: id })),
      ),
    );
  await tx
    .insert(consultantGalleryImages)
    .values(added.flatMap(({ consultant, id }) => galleryRows(consultant, id)));
}

async function seedGroups(tx: SeedTransaction) {
  const ids = new Map(
    (await tx.select({ id: consultants.id, slug: consultants.slug }).from(consultants)).map(
      (row) => [row.slug, row.id],
    ),
  );
  for (const [order, group] of DEMO_GROUPS.entries()) {
    const [row] = await tx
      .insert(consultantGroups)
      .values({
        slug: group.slug,
        titleEn: group.titleEn,
        titleDe: group.titleDe,
        sortOrder: order,
      })
      .onConflictDoNothing({ target: consultantGroups.slug })
      .returning({ id: consultantGroups.id });
    if (row === undefined) continue;
    const members = DEMO_CONSULTANTS.filter(group.includes).flatMap((consultant) => {
      const id = ids.get(consultant.slug);
      return id === undefined ? [] : [{ groupId: row.id, consultantId: id }];
    });
    if (members.length > 0) {
      await tx.insert(consultantGroupMembers).values(members).onConflictDoNothing();
    }
  }
}

/** The demo catalogue: 44 consultants with reviews, gallery images and curated groups. */
export const catalogueDemoSeed: SeedStep = {
  id: 'catalogue/demo-consultants@1',
  demo: true,
  run: async (tx) => {
    const now = new Date();
    await seedConsultants(tx, now);
    await seedGroups(tx);
  },
};
