import { CONSULTANT_SORTS } from '@lumus/contract/catalogue/catalogue-values';
import {
  type ConsultantListData,
  type ConsultantSort,
  consultantListCall,
} from '@lumus/contract/catalogue/consultant-list';
import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { DEMO_CONSULTANTS } from './seed/catalogue-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed(t.database.db, SEED_STEPS);
});
afterAll(async () => {
  await t.close();
});

async function list(
  params: Record<string, string | number | boolean>,
): Promise<ConsultantListData> {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.app.inject({ url: `${consultantListCall.path}?${query.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return consultantListCall.response.parse(response.json()).data;
}

/** Every page of a query, fetched the way a client scrolls. */
async function allPages(params: Record<string, string | number | boolean>, pageSize: number) {
  const items: ConsultantCard[] = [];
  for (let page = 1; page < 100; page += 1) {
    const data = await list({ ...params, page, pageSize });
    items.push(...data.items);
    if (!data.hasMore) return { items, total: data.total };
  }
  throw new Error('pages never ended');
}

async function expectBadRequest(query: string, reasonPart: string) {
  const response = await t.app.inject({ url: `${consultantListCall.path}?${query}` });
  expect(response.statusCode, query).toBe(400);
  const body = response.json<{ status: string; reason: string }>();
  expect(body.status).toBe('fail');
  expect(body.reason).toContain(reasonPart);
}

const statusRank = { online: 0, busy: 1, offline: 2 } as const;

function isSorted<T>(items: readonly T[], inOrder: (a: T, b: T) => boolean): boolean {
  return items.every((item, index) => index === 0 || inOrder(items[index - 1] as T, item));
}

const ORDER_CHECKS: Record<ConsultantSort, (a: ConsultantCard, b: ConsultantCard) => boolean> = {
  recommended: (a, b) => statusRank[a.status] <= statusRank[b.status],
  rating: (a, b) =>
    a.rating > b.rating || (a.rating === b.rating && a.reviewCount >= b.reviewCount),
  price_asc: (a, b) => a.pricePerMinuteMinor <= b.pricePerMinuteMinor,
  price_desc: (a, b) => a.pricePerMinuteMinor >= b.pricePerMinuteMinor,
  experience: (a, b) => a.experienceYears >= b.experienceYears,
};

describe('consultant list', () => {
  it('lists the whole demo catalogue with defaults: recommended, 20 a page', async () => {
    const data = await list({});
    expect(data.total).toBe(DEMO_CONSULTANTS.length);
    expect(data.total).toBeGreaterThanOrEqual(40);
    expect(data.items).toHaveLength(20);
    expect(data).toMatchObject({ page: 1, pageSize: 20, hasMore: true, group: null });
    expect(data.items[0]?.status).toBe('online');
  });

  for (const sort of CONSULTANT_SORTS) {
    it(`pages through "${sort}" without duplicates or gaps, in order`, async () => {
      const { items, total } = await allPages({ sort }, 7);
      expect(total).toBe(DEMO_CONSULTANTS.length);
      const ids = items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(total);
      expect(isSorted(items, ORDER_CHECKS[sort])).toBe(true);
      // One big page gives exactly the same order: the order is stable across page sizes.
      const single = await list({ sort, pageSize: 50 });
      expect(single.items.map((item) => item.id)).toEqual(ids);
    });
  }

  it('ranks recommended by score within a status: a strong record beats a thin one', async () => {
    const { items } = await allPages({ sort: 'recommended' }, 50);
    const online = items.filter((item) => item.status === 'online');
    const first = online[0];
    const last = online.at(-1);
    expect(first).toBeDefined();
    expect(last).toBeDefined();
    if (first === undefined || last === undefined) return;
    expect(first.rating * Math.log10(first.orderCount + 1)).toBeGreaterThan(
      last.rating * Math.log10(last.orderCount + 1),
    );
  });

  it("lists psychics who speak the page's language first, then as recommended", async () => {
    const { items, total } = await allPages({ speaks: 'de' }, 50);
    const speakers = items.filter((item) => item.languages.includes('de')).length;
    expect(speakers).toBeGreaterThan(0);
    expect(speakers).toBeLessThan(total);
    // Every German speaker before anyone else, and each part in the recommended order.
    expect(items.slice(0, speakers).every((item) => item.languages.includes('de'))).toBe(true);
    expect(isSorted(items.slice(0, speakers), ORDER_CHECKS.recommended)).toBe(true);
    expect(isSorted(items.slice(speakers), ORDER_CHECKS.recommended)).toBe(true);
    // The same psychics as without it: only the order changes, and only for this sort.
    expect(total).toBe((await list({})).total);
    const byPrice = await allPages({ speaks: 'de', sort: 'price_asc' }, 50);
    expect(isSorted(byPrice.items, ORDER_CHECKS.price_asc)).toBe(true);
  });

  it('filters by category', async () => {
    const { items, total } = await allPages({ category: 'tarot' }, 50);
    const expected = DEMO_CONSULTANTS.filter((c) => c.categories.includes('tarot')).length;
    expect(total).toBe(expected);
    expect(items.every((item) => item.categories.includes('tarot'))).toBe(true);
  });

  it('filters by language', async () => {
    const { items, total } = await allPages({ language: 'de' }, 50);
    expect(total).toBe(DEMO_CONSULTANTS.filter((c) => c.languages.includes('de')).length);
    expect(items.every((item) => item.languages.includes('de'))).toBe(true);
  });

  it('filters by an inclusive price range in paise', async () => {
    const { items, total } = await allPages({ minPrice: 2500, maxPrice: 5000 }, 50);
    const expected = DEMO_CONSULTANTS.filter((c) => c.priceRupees >= 25 && c.priceRupees <= 50);
    expect(total).toBe(expected.length);
    expect(items.map((item) => item.pricePerMinuteMinor)).toContain(2500);
    expect(items.map((item) => item.pricePerMinuteMinor)).toContain(5000);
    expect(
      items.every((item) => item.pricePerMinuteMinor >= 2500 && item.pricePerMinuteMinor <= 5000),
    ).toBe(true);
  });

  it('shows only online consultants when asked', async () => {
    const { items, total } = await allPages({ onlineOnly: true }, 50);
    expect(total).toBe(DEMO_CONSULTANTS.filter((c) => c.status === 'online').length);
    expect(items.every((item) => item.status === 'online')).toBe(true);
    expect((await list({ onlineOnly: false })).total).toBe(DEMO_CONSULTANTS.length);
  });

  it('filters by group slug or id and names the group', async () => {
    const bySlug = await list({ group: 'vedic-astrology', pageSize: 50 });
    expect(bySlug.group).toMatchObject({ slug: 'vedic-astrology', titleDe: 'Vedische Astrologie' });
    expect(bySlug.total).toBe(
      DEMO_CONSULTANTS.filter((c) => c.categories.includes('vedic')).length,
    );
    expect(bySlug.items.every((item) => item.categories.includes('vedic'))).toBe(true);
    const groupId = bySlug.group?.id ?? 0;
    const byId = await list({ groupId, pageSize: 50 });
    expect(byId.items.map((item) => item.id)).toEqual(bySlug.items.map((item) => item.id));
  });

  it('answers an unknown group with 404', async () => {
    const response = await t.app.inject({ url: `${consultantListCall.path}?group=no-such-group` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'fail', reason: 'No group "no-such-group".' });
    expect(
      (await t.app.inject({ url: `${consultantListCall.path}?groupId=9999` })).statusCode,
    ).toBe(404);
  });

  it('combines filters', async () => {
    const { items } = await allPages(
      { category: 'love', language: 'en', maxPrice: 4000, sort: 'price_desc' },
      5,
    );
    const expected = DEMO_CONSULTANTS.filter(
      (c) => c.categories.includes('love') && c.languages.includes('en') && c.priceRupees <= 40,
    );
    expect(items.map((item) => item.slug).sort()).toEqual(expected.map((c) => c.slug).sort());
  });

  it('searches names ignoring case, accents and apostrophes', async () => {
    const names = async (search: string) =>
      (await list({ search, pageSize: 50 })).items.map((item) => item.displayName);
    expect(await names('zoe')).toEqual(['Zoë Fischer']);
    expect(await names('ZOË')).toEqual(['Zoë Fischer']);
    expect(await names('jurgen')).toEqual(['Jürgen Albrecht']);
    expect(await names('renée')).toEqual(['Renée Hartmann']);
    expect(await names('dsouza')).toEqual(["Neil D'Souza"]);
    expect((await names('  sharma ')).sort()).toEqual(['Aarav Sharma']);
    expect(await names('100%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect((await list({ search: '' })).total).toBe(DEMO_CONSULTANTS.length);
  });

  it('returns an empty last page past the end with the right total', async () => {
    const data = await list({ page: 99, pageSize: 10 });
    expect(data).toMatchObject({ items: [], total: DEMO_CONSULTANTS.length, hasMore: false });
  });

  it('takes the same fields from a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: consultantListCall.path,
      payload: { category: 'numerology', sort: 'price_asc', pageSize: 3, onlineOnly: false },
    });
    expect(response.statusCode).toBe(200);
    const data = consultantListCall.response.parse(response.json()).data;
    expect(data.items).toHaveLength(3);
    expect(data.items.every((item) => item.categories.includes('numerology'))).toBe(true);
  });

  it('rejects bad parameters with a 400 that names them', async () => {
    await expectBadRequest('minPrice=-1', 'minPrice must be at least 0');
    await expectBadRequest('maxPrice=99999999999', 'maxPrice must be at most');
    await expectBadRequest('minPrice=cheap', 'minPrice must be a whole number');
    await expectBadRequest('minPrice=12.5', 'minPrice must be a whole number');
    await expectBadRequest('minPrice=5000&maxPrice=1000', 'maxPrice must not be below minPrice');
    await expectBadRequest('sort=cheapest', 'sort must be one of recommended');
    await expectBadRequest('pageSize=0', 'pageSize must be at least 1');
    await expectBadRequest('pageSize=1000', 'pageSize must be at most 50');
    await expectBadRequest('page=0', 'page must be at least 1');
    await expectBadRequest('page=-3', 'page must be at least 1');
    await expectBadRequest('category=astrophysics', 'category');
    await expectBadRequest('language=klingon', 'language');
    await expectBadRequest('speaks=klingon', 'speaks');
    await expectBadRequest('onlineOnly=maybe', 'onlineOnly must be true or false');
    await expectBadRequest('groupId=abc', 'groupId must be a positive whole number');
    await expectBadRequest(`search=${'x'.repeat(81)}`, 'search must be at most 80 characters');
  });
});
