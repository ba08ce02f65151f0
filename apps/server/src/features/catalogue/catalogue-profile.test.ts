import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { consultantGalleryCall } from '@lumus/contract/catalogue/consultant-gallery';
import { consultantProfileCall } from '@lumus/contract/catalogue/consultant-profile';
import { consultantStatusCall } from '@lumus/contract/catalogue/consultant-status';
import { profileReviewsCall } from '@lumus/contract/catalogue/profile-reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed(t.database.db, SEED_STEPS);
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const response = await t.app.inject({ url });
  return { code: response.statusCode, body: response.json<unknown>() };
}

async function profileOf(slug: string) {
  const { code, body } = await get(`${consultantProfileCall.path}?slug=${slug}`);
  expect(code).toBe(200);
  return consultantProfileCall.response.parse(body).data;
}

describe('profile by slug', () => {
  it('returns the card fields, both bios and the groups', async () => {
    const profile = await profileOf('lena-hoffmann');
    expect(profile).toMatchObject({
      slug: 'lena-hoffmann',
      displayName: 'Lena Hoffmann',
      languages: ['de', 'en'],
      pricePerMinuteMinor: 8000,
      experienceYears: 11,
    });
    expect(profile.bioEn).toMatch(/couples counsellor in Hamburg/);
    expect(profile.bioDe).toMatch(/Paarberaterin in Hamburg/);
    expect(profile.groups.map((group) => group.slug)).toEqual(
      expect.arrayContaining(['love-and-relationships', 'tarot-readers', 'german-speaking']),
    );
  });

  it('gives demo psychics distinct portraits made at seed time, served like uploaded photos', async () => {
    const [lena, other] = [await profileOf('lena-hoffmann'), await profileOf('aarav-sharma')];
    expect(lena.photoUrl).toMatch(/^\/api\/media\/uploads\/[a-f0-9]{32}\.svg$/);
    expect(other.photoUrl).not.toBe(lena.photoUrl);
    const photos = await Promise.all([lena, other].map((p) => t.app.inject({ url: p.photoUrl })));
    for (const photo of photos) {
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/svg+xml');
      expect(photo.headers['content-security-policy']).toContain('sandbox');
      // DiceBear's "Notionists" (CC0) names its design licence in the file itself.
      expect(photo.body).toContain('Notionists');
    }
    expect(photos[0]?.body).not.toBe(photos[1]?.body);
    // Seeding again keeps the same portraits (and adds no files).
    await runSeed(t.database.db, SEED_STEPS);
    expect((await profileOf('lena-hoffmann')).photoUrl).toBe(lena.photoUrl);
  });

  it('answers an unknown slug with 404 and a bad one with 400', async () => {
    expect(await get(`${consultantProfileCall.path}?slug=nobody-here`)).toEqual({
      code: 404,
      body: { status: 'fail', reason: 'No psychic with the slug "nobody-here".' },
    });
    const bad = await get(`${consultantProfileCall.path}?slug=${encodeURIComponent('<script>')}`);
    expect(bad.code).toBe(400);
    expect((await get(consultantProfileCall.path)).body).toEqual({
      status: 'fail',
      reason: 'slug is required',
    });
  });
});

describe('gallery', () => {
  it('lists 2–4 generated images by slug or id, served by our server', async () => {
    const profile = await profileOf('meera-iyer');
    const bySlug = await get(`${consultantGalleryCall.path}?slug=meera-iyer`);
    const byId = await get(`${consultantGalleryCall.path}?consultantId=${profile.id}`);
    expect(bySlug.code).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    const { images, consultantId } = consultantGalleryCall.response.parse(bySlug.body).data;
    expect(consultantId).toBe(profile.id);
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images.length).toBeLessThanOrEqual(4);
    for (const image of images) {
      expect(image.imageUrl).toMatch(/^\/api\/media\/gallery\/[a-z-]+-\d+\.svg$/);
      const file = await t.app.inject({ url: image.imageUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(image.captionDe).not.toBe(image.captionEn);
    }
  });

  it('needs an id or slug and 404s an unknown one', async () => {
    expect((await get(consultantGalleryCall.path)).code).toBe(400);
    expect((await get(`${consultantGalleryCall.path}?consultantId=0`)).code).toBe(400);
    expect((await get(`${consultantGalleryCall.path}?consultantId=x1`)).code).toBe(400);
    expect((await get(`${consultantGalleryCall.path}?consultantId=99999`)).code).toBe(404);
    expect((await get(`${consultantGalleryCall.path}?slug=nobody`)).code).toBe(404);
  });
});

describe('reviews for a profile', () => {
  it('pages newest first with a total that matches the profile', async () => {
    const profile = await profileOf('rohan-malhotra');
    const seen: number[] = [];
    const dates: string[] = [];
    for (let page = 1; page < 20; page += 1) {
      const { code, body } = await get(
        `${profileReviewsCall.path}?consultantId=${profile.id}&page=${page}&pageSize=2`,
      );
      expect(code).toBe(200);
      const data = profileReviewsCall.response.parse(body).data;
      expect(data.total).toBe(profile.reviewCount);
      seen.push(...data.items.map((review) => review.id));
      dates.push(...data.items.map((review) => review.createdAt));
      for (const review of data.items) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(['en', 'de']).toContain(review.language);
        expect(review.authorFirstName).not.toBe('');
      }
      if (!data.hasMore) break;
    }
    expect(seen).toHaveLength(profile.reviewCount);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('rejects bad paging and 404s an unknown consultant', async () => {
    expect((await get(`${profileReviewsCall.path}?consultantId=1&pageSize=0`)).code).toBe(400);
    expect((await get(`${profileReviewsCall.path}?consultantId=1&pageSize=51`)).code).toBe(400);
    expect((await get(`${profileReviewsCall.path}?consultantId=abc`)).code).toBe(400);
    expect((await get(profileReviewsCall.path)).body).toEqual({
      status: 'fail',
      reason: 'consultantId is required',
    });
    expect((await get(`${profileReviewsCall.path}?consultantId=424242`)).code).toBe(404);
  });
});

describe('live status call', () => {
  it('answers for one or many ids, in the order asked, skipping unknown ids', async () => {
    const a = await profileOf('aarav-sharma');
    const b = await profileOf('priya-raghavan');
    const { code, body } = await get(`${consultantStatusCall.path}?ids=${b.id},999999,${a.id}`);
    expect(code).toBe(200);
    expect(consultantStatusCall.response.parse(body).data).toEqual([
      { id: b.id, slug: b.slug, status: b.status, statusChangedAt: b.statusChangedAt },
      { id: a.id, slug: a.slug, status: a.status, statusChangedAt: a.statusChangedAt },
    ]);
    const json = await t.app.inject({
      method: 'POST',
      url: consultantStatusCall.path,
      payload: { ids: [a.id] },
    });
    expect(consultantStatusCall.response.parse(json.json()).data).toHaveLength(1);
  });

  it('rejects bad ids', async () => {
    for (const ids of [
      '',
      'abc',
      '1,-2',
      '0',
      '1.5',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const { code } = await get(`${consultantStatusCall.path}?ids=${ids}`);
      expect(code, ids).toBe(400);
    }
    expect((await get(consultantStatusCall.path)).body).toEqual({
      status: 'fail',
      reason: 'ids is required',
    });
  });
});
