import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../../app/seed-steps';
import type { DatabaseHandle } from '../../../lib/db/database';
import { openTestDatabase } from '../../../test/test-database';
import { runSeed } from '../../seed/run-seed';
import {
  consultantGalleryImages,
  consultantGroupMembers,
  consultantReviews,
  consultants,
} from '../catalogue-tables';
import { DEMO_CONSULTANTS } from './catalogue-seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await runSeed(database.db, SEED_STEPS);
});
afterAll(async () => {
  await database.close();
});

describe('catalogue demo seed', () => {
  it('has at least 40 distinct consultants with their own bios in both languages', () => {
    expect(DEMO_CONSULTANTS.length).toBeGreaterThanOrEqual(40);
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(DEMO_CONSULTANTS.map((c) => c.name))).toBe(DEMO_CONSULTANTS.length);
    expect(distinct(DEMO_CONSULTANTS.map((c) => c.slug))).toBe(DEMO_CONSULTANTS.length);
    expect(distinct(DEMO_CONSULTANTS.map((c) => c.bioEn))).toBe(DEMO_CONSULTANTS.length);
    expect(distinct(DEMO_CONSULTANTS.map((c) => c.bioDe))).toBe(DEMO_CONSULTANTS.length);
    // Not templates: no bio shares its opening words with another.
    expect(distinct(DEMO_CONSULTANTS.map((c) => c.bioEn.split(' ').slice(1, 5).join(' ')))).toBe(
      DEMO_CONSULTANTS.length,
    );
    const prices = DEMO_CONSULTANTS.map((c) => c.priceRupees);
    expect(Math.min(...prices)).toBeLessThanOrEqual(10);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(150);
    expect(new Set(DEMO_CONSULTANTS.map((c) => c.status))).toEqual(
      new Set(['online', 'busy', 'offline']),
    );
  });

  it('stores them with 3–10 reviews whose average is the rating, and 2–4 images', async () => {
    const rows = await database.db
      .select({
        id: consultants.id,
        rating: consultants.rating,
        reviewCount: consultants.reviewCount,
        average:
          sql<number>`(select avg(rating) from consultant_reviews r where r.consultant_id = "consultants"."id")`.mapWith(
            Number,
          ),
        reviews:
          sql<number>`(select count(*) from consultant_reviews r where r.consultant_id = "consultants"."id")`.mapWith(
            Number,
          ),
        images:
          sql<number>`(select count(*) from consultant_gallery_images g where g.consultant_id = "consultants"."id")`.mapWith(
            Number,
          ),
      })
      .from(consultants);
    expect(rows).toHaveLength(DEMO_CONSULTANTS.length);
    for (const row of rows) {
      expect(row.reviews).toBe(row.reviewCount);
      expect(row.reviews).toBeGreaterThanOrEqual(3);
      expect(row.reviews).toBeLessThanOrEqual(10);
      expect(row.rating).toBeCloseTo(row.average, 1);
      expect(row.images).toBeGreaterThanOrEqual(2);
      expect(row.images).toBeLessThanOrEqual(4);
    }
    const languages = await database.db
      .selectDistinct({ language: consultantReviews.language })
      .from(consultantReviews);
    expect(languages.map((row) => row.language).sort()).toEqual(['de', 'en']);
  });

  it('runs once: a second run adds nothing', async () => {
    const before = await Promise.all([
      database.db.select({ n: count() }).from(consultants),
      database.db.select({ n: count() }).from(consultantReviews),
      database.db.select({ n: count() }).from(consultantGalleryImages),
      database.db.select({ n: count() }).from(consultantGroupMembers),
    ]);
    const report = await runSeed(database.db, SEED_STEPS);
    expect(report.ran).toEqual([]);
    const after = await Promise.all([
      database.db.select({ n: count() }).from(consultants),
      database.db.select({ n: count() }).from(consultantReviews),
      database.db.select({ n: count() }).from(consultantGalleryImages),
      database.db.select({ n: count() }).from(consultantGroupMembers),
    ]);
    expect(after).toEqual(before);
    const [lena] = await database.db
      .select({ n: count() })
      .from(consultants)
      .where(eq(consultants.slug, 'lena-hoffmann'));
    expect(lena?.n).toBe(1);
  });
});
