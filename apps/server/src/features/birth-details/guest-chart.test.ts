import {
  type ClaimGuestChartInput,
  birthDetailCall,
  birthDetailListCall,
  castGuestChartCall,
  claimGuestChartCall,
} from '@lumus/contract/astrology/birth-details';
import { placeSearchCall } from '@lumus/contract/astrology/place-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';

type Headers = Record<string, string>;
const failSchema = z.object({ status: z.literal('fail'), reason: z.string() });

describe('a guest chart: cast without an account, claimed once after sign-in (decision 047)', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let kolkataId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-06-15T12:00:00Z') });
    const a = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000201' });
    const b = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000202' });
    alice = authHeaders(a.authToken, a.userId);
    bob = authHeaders(b.authToken, b.userId);
    const response = await t.app.inject({ url: `${placeSearchCall.path}?q=kolkata&limit=1` });
    const [place] = placeSearchCall.response.parse(response.json()).data;
    if (place === undefined) throw new Error('no place for kolkata');
    kolkataId = place.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const person = (overrides: Partial<ClaimGuestChartInput> = {}) => ({
    name: 'Grandfather',
    gender: 'MALE' as const,
    birthDate: '1943-06-01',
    birthTime: '12:00',
    placeId: kolkataId,
    ...overrides,
  });
  const details = (overrides: Partial<ClaimGuestChartInput> = {}) =>
    person({ guestKey: 'b7c1e0a4-5d7f-4f7e-9a51-3f0c2a9e1d11', ...overrides });
  const post = (url: string, payload: object, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const claim = (headers: Headers, payload: object) =>
    post(claimGuestChartCall.path, payload, headers);
  const list = async (headers: Headers) => {
    const response = await t.app.inject({ url: birthDetailListCall.path, headers });
    return birthDetailListCall.response.parse(response.json()).data;
  };

  it('casts a chart for a guest without storing anything', async () => {
    const response = await post(castGuestChartCall.path, person());
    expect(response.statusCode, response.body).toBe(200);
    const chart = castGuestChartCall.response.parse(response.json()).data;
    // Kolkata in June 1943 kept +06:30, as for a saved person.
    expect(chart).toMatchObject({ utcOffsetMinutes: 390, birthUtc: '1943-06-01T05:30:00.000Z' });
    expect(chart.place.timeZone).toBe('Asia/Kolkata');
    expect(await list(alice)).toEqual([]);
  });

  it('refuses a guest chart without a place or in the future, with a reason', async () => {
    const missing = await post(castGuestChartCall.path, person({ placeId: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(failSchema.parse(missing.json()).reason).toMatch(/birth place is required/);
    const future = await post(castGuestChartCall.path, person({ birthDate: '2026-06-20' }));
    expect(future.statusCode).toBe(400);
    expect(failSchema.parse(future.json()).reason).toMatch(/future/);
  });

  it('saves the claimed chart once, however often the same key is sent', async () => {
    const first = await claim(alice, details());
    expect(first.statusCode, first.body).toBe(200);
    const saved = claimGuestChartCall.response.parse(first.json()).data;
    expect(saved).toMatchObject({ name: 'Grandfather', utcOffsetMinutes: 390 });
    const [again, atOnce] = await Promise.all([
      claim(alice, details()),
      claim(alice, details({ name: 'Changed in between' })),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(atOnce.statusCode, atOnce.body).toBe(200);
    expect(claimGuestChartCall.response.parse(again.json()).data.id).toBe(saved.id);
    expect(claimGuestChartCall.response.parse(atOnce.json()).data).toMatchObject({
      id: saved.id,
      name: 'Grandfather',
    });
    expect((await list(alice)).map((person) => person.id)).toEqual([saved.id]);

    // A second chart is a second key.
    const other = await claim(alice, details({ guestKey: 'e9d2c3b4-a5f6-4711-8899-aabbccddeeff' }));
    expect(other.statusCode).toBe(200);
    expect(await list(alice)).toHaveLength(2);
  });

  it('belongs to the one who claimed it: another account neither sees it nor takes it over', async () => {
    const mine = await claim(alice, details({ guestKey: '0f1e2d3c-4b5a-4978-8877-665544332211' }));
    const aliceChart = claimGuestChartCall.response.parse(mine.json()).data;
    const theirs = await claim(bob, details({ guestKey: '0f1e2d3c-4b5a-4978-8877-665544332211' }));
    expect(theirs.statusCode).toBe(200);
    const bobChart = claimGuestChartCall.response.parse(theirs.json()).data;
    expect(bobChart.id).not.toBe(aliceChart.id);
    const peek = await t.app.inject({
      url: `${birthDetailCall.path}?id=${aliceChart.id}`,
      headers: bob,
    });
    expect(peek.statusCode).toBe(404);
    expect((await list(bob)).map((person) => person.id)).toEqual([bobChart.id]);
  });

  it('needs a signed-in user and valid details; a refused claim saves nothing', async () => {
    expect((await claim({}, details())).statusCode).toBe(401);
    const before = (await list(bob)).length;
    const badKey = await claim(bob, details({ guestKey: 'short' }));
    expect(badKey.statusCode).toBe(400);
    expect(failSchema.parse(badKey.json()).reason).toMatch(/guestKey/);
    const badPlace = await claim(
      bob,
      details({ guestKey: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000001', placeId: 999_999_999 }),
    );
    expect(badPlace.statusCode).toBe(400);
    expect(failSchema.parse(badPlace.json()).reason).toMatch(/placeId/);
    const noTime = await claim(
      bob,
      details({ guestKey: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000002', birthTime: null }),
    );
    expect(noTime.statusCode).toBe(400);
    expect(await list(bob)).toHaveLength(before);
  });
});
