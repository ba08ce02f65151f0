import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { consultantProfileCall } from '@lumus/contract/catalogue/consultant-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { consultantPrices, consultants } from './catalogue-tables';
import { DEMO_CONSULTANTS } from './seed/catalogue-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed(t.database.db, SEED_STEPS);
});
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const response = await t.app.inject({ url: `${consultantListCall.path}?pageSize=50&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return consultantListCall.response.parse(response.json()).data;
}

describe('the catalogue in the viewer’s currency (decision 045)', () => {
  it('lists for euros only psychics with a euro price, at that price, sorted by it', async () => {
    const euroRows = await t.database.db.select().from(consultantPrices);
    const euroPrice = new Map(euroRows.map((row) => [row.consultantId, row.chatPerMinuteMinor]));
    // Every German-speaking demo psychic has one; some others do not.
    const germanSpeaking = DEMO_CONSULTANTS.filter((demo) => demo.languages.includes('de'));
    expect(euroRows.length).toBeGreaterThanOrEqual(germanSpeaking.length);
    const euros = await list('currency=EUR&sort=price_asc');
    expect(euros.total).toBe(euroRows.length);
    const rupees = await list('sort=price_asc');
    expect(rupees.total).toBeGreaterThan(euros.total);
    for (const card of euros.items) expect(card.pricePerMinuteMinor).toBe(euroPrice.get(card.id));
    const prices = euros.items.map((card) => card.pricePerMinuteMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheap = await list(`currency=EUR&maxPrice=${String(prices[0])}`);
    expect(cheap.items.every((card) => card.pricePerMinuteMinor <= (prices[0] ?? 0))).toBe(true);
    expect(await list('currency=USD').catch(() => null)).toBeNull();
  });

  it('gives a profile in euros, and a 404 reason where the psychic has no euro price', async () => {
    const [withEuros] = await t.database.db
      .select({ slug: consultants.slug, id: consultants.id })
      .from(consultants)
      .innerJoin(consultantPrices, eq(consultantPrices.consultantId, consultants.id));
    const profile = await t.app.inject({
      url: `${consultantProfileCall.path}?slug=${withEuros?.slug ?? ''}&currency=EUR`,
    });
    const [price] = await t.database.db
      .select()
      .from(consultantPrices)
      .where(eq(consultantPrices.consultantId, withEuros?.id ?? 0));
    expect(profile.json()).toMatchObject({
      data: { pricePerMinuteMinor: price?.chatPerMinuteMinor },
    });
    const euroIds = new Set((await list('currency=EUR')).items.map((card) => card.id));
    const rupeesOnly = (await list('')).items.find((card) => !euroIds.has(card.id));
    const missing = await t.app.inject({
      url: `${consultantProfileCall.path}?slug=${rupeesOnly?.slug ?? ''}&currency=EUR`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 'fail',
      reason: 'This psychic does not take sessions in EUR.',
    });
  });

  it('hides a psychic who serves only Germany from rupee viewers', async () => {
    const [euroOnly] = await t.database.db.select().from(consultantPrices).limit(1);
    const id = euroOnly?.consultantId ?? 0;
    await t.database.db.update(consultants).set({ servesInr: false }).where(eq(consultants.id, id));
    // The list cache lives a second; a different query skips it.
    const rupees = await list('sort=rating');
    expect(rupees.items.map((card) => card.id)).not.toContain(id);
    expect((await list('currency=EUR&sort=rating')).items.map((card) => card.id)).toContain(id);
  });
});
