import { gunaMilan } from '@lumus/astro/guna-milan';
import { kundli } from '@lumus/astro/kundli';
import { matchVerdict } from '@lumus/astro/match-verdict';
import { matchMaking } from '@lumus/astro/match-making';
import {
  type SaveBirthDetailInput,
  deleteBirthDetailCall,
  birthDetailListCall,
  saveBirthDetailCall,
  birthDetailCall,
} from '@lumus/contract/astrology/birth-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';
import { matchMakingCall } from '@lumus/contract/astrology/match-making';
import { placeSearchCall } from '@lumus/contract/astrology/place-search';

type Headers = Record<string, string>;
const failSchema = z.object({ status: z.literal('fail'), reason: z.string() });

describe('birth details and match-making (real database, real place index)', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let kolkataId: number;
  let berlinId: number;

  beforeAll(async () => {
    // A fixed "today" so the future-date rule is testable on any day.
    t = await createTestApp({ clock: () => new Date('2026-06-15T12:00:00Z') });
    const a = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000101' });
    const b = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000102' });
    alice = authHeaders(a.authToken, a.userId);
    bob = authHeaders(b.authToken, b.userId);
    const placeId = async (q: string) => {
      const response = await t.app.inject({
        url: `${placeSearchCall.path}?q=${encodeURIComponent(q)}&limit=1`,
      });
      const [place] = placeSearchCall.response.parse(response.json()).data;
      if (place === undefined) throw new Error(`no place for ${q}`);
      return place.id;
    };
    kolkataId = await placeId('kolkata');
    berlinId = await placeId('berlin');
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const save = (headers: Headers, input: Partial<SaveBirthDetailInput>) =>
    t.app.inject({ method: 'POST', url: saveBirthDetailCall.path, headers, payload: input });
  const saved = async (headers: Headers, input: Partial<SaveBirthDetailInput>) => {
    const response = await save(headers, input);
    expect(response.statusCode, response.body).toBe(200);
    return birthDetailCall.response.parse(response.json()).data;
  };
  const person = (
    overrides: Partial<SaveBirthDetailInput> = {},
  ): Partial<SaveBirthDetailInput> => ({
    name: 'Ravi',
    gender: 'MALE',
    birthDate: '1990-05-17',
    birthTime: '06:45',
    placeId: kolkataId,
    ...overrides,
  });

  it('stores the kundli the engine computes for the historical offset (Kolkata 1943: +06:30)', async () => {
    const detail = await saved(
      alice,
      person({ name: 'Grandfather', birthDate: '1943-06-01', birthTime: '12:00' }),
    );
    expect(detail.utcOffsetMinutes).toBe(390);
    expect(detail.localTimeKind).toBe('exact');
    expect(detail.birthUtc).toBe('1943-06-01T05:30:00.000Z');
    expect(detail.place).toMatchObject({
      name: 'Kolkata',
      country: 'IN',
      timeZone: 'Asia/Kolkata',
    });
    const expected = kundli({
      utc: '1943-06-01T05:30:00Z',
      latitude: detail.place.latitude,
      longitude: detail.place.longitude,
    });
    expect(detail.kundli).toEqual(JSON.parse(JSON.stringify(expected)));

    // Read back from the database, not just echoed.
    const read = await t.app.inject({
      url: `${birthDetailCall.path}?id=${detail.id}`,
      headers: alice,
    });
    expect(read.statusCode).toBe(200);
    expect(birthDetailCall.response.parse(read.json()).data.kundli).toEqual(detail.kundli);
  });

  it('uses summer time in Berlin and local noon when the birth time is unknown', async () => {
    const summer = await saved(
      alice,
      person({ name: 'Berta', placeId: berlinId, birthDate: '1985-07-20', birthTime: '09:15' }),
    );
    expect(summer.utcOffsetMinutes).toBe(120);
    expect(summer.birthUtc).toBe('1985-07-20T07:15:00.000Z');
    const unknown = await saved(
      alice,
      person({
        name: 'Clara',
        placeId: berlinId,
        birthDate: '1985-01-20',
        birthTime: null,
        birthTimeUnknown: true,
      }),
    );
    expect(unknown.birthTime).toBeNull();
    expect(unknown.utcOffsetMinutes).toBe(60);
    expect(unknown.birthUtc).toBe('1985-01-20T11:00:00.000Z');
  });

  it('accepts a place given by coordinates and time zone', async () => {
    const detail = await saved(
      alice,
      person({
        name: 'Dev',
        placeId: undefined,
        placeName: 'Tiny village',
        latitude: 26.9,
        longitude: 75.8,
        timeZone: 'Asia/Kolkata',
      }),
    );
    expect(detail.place).toMatchObject({
      id: null,
      name: 'Tiny village',
      latitude: 26.9,
      timeZone: 'Asia/Kolkata',
    });
  });

  it.each([
    [{ birthDate: '2023-02-29' }, 'birthDate is not a real calendar date'],
    [{ birthDate: '1850-01-01' }, 'birthDate must be in 1900 or later'],
    [{ birthDate: '2026-06-16' }, 'birth date and time are in the future'],
    [{ birthDate: '2026-06-15', birthTime: '23:00' }, 'birth date and time are in the future'],
    [{ birthTime: '24:10' }, 'birthTime must be a time from 00:00 to 23:59'],
    [{ birthTime: '12:60' }, 'birthTime must be a time from 00:00 to 23:59'],
    [{ birthTime: undefined }, 'birthTime is required unless birthTimeUnknown is true'],
    [{ placeId: 999_999_999 }, 'placeId is not a known place'],
    [{ placeId: undefined }, 'birth place is required'],
    [
      {
        placeId: undefined,
        placeName: 'Atlantis',
        latitude: 10,
        longitude: 10,
        timeZone: 'Sea/Atlantis',
      },
      'timeZone must be a time zone',
    ],
    [
      { placeId: undefined, placeName: 'Pole', latitude: 95, longitude: 10, timeZone: 'UTC/X' },
      'latitude must be between -90 and 90',
    ],
    [{ name: '' }, 'name is required'],
    [{ gender: 'X' as 'MALE' }, 'gender must be MALE, FEMALE or OTHER'],
  ])('rejects %o with a readable 400', async (overrides, reason) => {
    const before = await t.app.inject({ url: birthDetailListCall.path, headers: alice });
    const response = await save(alice, person(overrides));
    expect(response.statusCode).toBe(400);
    const body = failSchema.parse(response.json());
    expect(body.reason).toContain(reason);
    const after = await t.app.inject({ url: birthDetailListCall.path, headers: alice });
    expect(after.json()).toEqual(before.json());
  });

  it('needs a signed-in user', async () => {
    expect((await save({}, person())).statusCode).toBe(401);
    expect((await t.app.inject({ url: birthDetailListCall.path })).statusCode).toBe(401);
  });

  it("lists only the user's own people, sorted by name; another user gets 404 for them", async () => {
    const list = birthDetailListCall.response.parse(
      (await t.app.inject({ url: birthDetailListCall.path, headers: alice })).json(),
    ).data;
    expect(list.map((p) => p.name)).toEqual(['Berta', 'Clara', 'Dev', 'Grandfather']);
    const bobs = await t.app.inject({ url: birthDetailListCall.path, headers: bob });
    expect(bobs.json()).toEqual({ status: 'success', data: [] });

    const [first, second] = list;
    if (first === undefined || second === undefined) throw new Error('list too short');
    const foreign = await t.app.inject({
      url: `${birthDetailCall.path}?id=${first.id}`,
      headers: bob,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      status: 'fail',
      reason: `No saved person with id ${first.id}.`,
    });
    const foreignMatch = await t.app.inject({
      url: `${matchMakingCall.path}?boyId=${first.id}&girlId=${second.id}`,
      headers: bob,
    });
    expect(foreignMatch.statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: 'POST',
      url: deleteBirthDetailCall.path,
      headers: bob,
      payload: { id: first.id },
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${birthDetailCall.path}?id=${first.id}`, headers: alice }))
        .statusCode,
    ).toBe(200);
  });

  it('matches two saved people: eight kootas, total of 36 as the engine scores it, Manglik and verdict', async () => {
    const boy = await saved(
      alice,
      person({ name: 'Arjun', birthDate: '1992-03-04', birthTime: '08:30' }),
    );
    const girl = await saved(
      alice,
      person({
        name: 'Meera',
        gender: 'FEMALE',
        birthDate: '1994-11-21',
        birthTime: '17:05',
        placeId: berlinId,
      }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: matchMakingCall.path,
      headers: alice,
      payload: { boyId: boy.id, girlId: girl.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = matchMakingCall.response.parse(response.json()).data;

    const engine = matchMaking(boy.kundli, girl.kundli);
    expect(report.total).toBe(gunaMilan(boy.kundli.planets.Moon, girl.kundli.planets.Moon).total);
    expect(report.maximum).toBe(36);
    expect(report.kootas.map((k) => k.koota)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'grahaMaitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    expect(report.kootas.map((k) => k.maximum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(report.kootas.reduce((sum, k) => sum + k.score, 0)).toBe(report.total);
    expect(report.manglik.boy).toEqual(engine.manglik.boy);
    expect(report.manglik.girl).toEqual(engine.manglik.girl);
    expect(report.verdict).toBe(matchVerdict(report.total, engine.manglik.verdict));
    expect(report.boy.name).toBe('Arjun');
    expect(report.girl.name).toBe('Meera');

    const same = await t.app.inject({
      url: `${matchMakingCall.path}?boyId=${boy.id}&girlId=${boy.id}`,
      headers: alice,
    });
    expect(same.statusCode).toBe(400);
  });

  it('deletes a person', async () => {
    const doomed = await saved(alice, person({ name: 'Zed' }));
    const response = await t.app.inject({
      method: 'POST',
      url: deleteBirthDetailCall.path,
      headers: alice,
      payload: { id: doomed.id },
    });
    expect(response.json()).toEqual({ status: 'success', data: { id: doomed.id } });
    expect(
      (await t.app.inject({ url: `${birthDetailCall.path}?id=${doomed.id}`, headers: alice }))
        .statusCode,
    ).toBe(404);
  });
});
