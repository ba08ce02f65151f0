import { isKnownTimeZone } from '@lumus/astro/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createTestApp, type TestApp } from '../../test/test-app';
import { placeSearchCall } from '@lumus/contract/astrology/place-search';

const failSchema = z.object({ status: z.literal('fail'), reason: z.string() });

describe(`GET ${placeSearchCall.path} (the real GeoNames index)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string, limit?: number) => {
    const query = new URLSearchParams({
      q,
      ...(limit === undefined ? {} : { limit: String(limit) }),
    });
    const response = await t.app.inject({ url: `${placeSearchCall.path}?${query.toString()}` });
    expect(response.statusCode).toBe(200);
    return placeSearchCall.response.parse(response.json()).data;
  };

  it('finds Köln typed without the umlaut, with region, country and time zone', async () => {
    const [first] = await search('koln');
    expect(first).toMatchObject({
      name: 'Köln',
      region: 'North Rhine-Westphalia',
      country: 'DE',
      timeZone: 'Europe/Berlin',
    });
    expect(first?.latitude).toBeCloseTo(50.93, 1);
    expect(first?.longitude).toBeCloseTo(6.95, 1);
  }, 120_000);

  it('offers the big cities first while typing', async () => {
    expect((await search('mumb'))[0]?.name).toBe('Mumbai');
    expect((await search('banga'))[0]?.name).toBe('Bangalore');
    expect((await search('MÜNCHEN'))[0]?.name).toBe('München');
    // An old name still finds the city.
    expect((await search('calcutta'))[0]).toMatchObject({
      name: 'Kolkata',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('files Indian cities under their current states (issue 27)', async () => {
    const first = async (q: string) => (await search(q)).find((place) => place.country === 'IN');
    expect(await first('hyderabad')).toMatchObject({ name: 'Hyderabad', region: 'Telangana' });
    expect(await first('warangal')).toMatchObject({ name: 'Warangal', region: 'Telangana' });
    expect(await first('alampur')).toMatchObject({ region: 'Telangana' });
    // Across the Krishna and Khammam's border, Andhra Pradesh stays.
    expect(await first('nandikotkur')).toMatchObject({ region: 'Andhra Pradesh' });
    expect(await first('srisailam')).toMatchObject({ region: 'Andhra Pradesh' });
    expect(await first('vijayawada')).toMatchObject({ region: 'Andhra Pradesh' });
    expect(await first('jaggayyapeta')).toMatchObject({ region: 'Andhra Pradesh' });
    expect(await first('leh')).toMatchObject({ name: 'Leh', region: 'Ladakh' });
    expect(await first('srinagar')).toMatchObject({ region: 'Jammu and Kashmir' });
    expect(await first('silvassa')).toMatchObject({
      region: 'Dadra and Nagar Haveli and Daman and Diu',
    });
  });

  it('shows the common spelling of an Indian name and finds it by its diacritic form too', async () => {
    const plain = (await search('varanasi'))[0];
    expect(plain).toMatchObject({ name: 'Varanasi', region: 'Uttar Pradesh', country: 'IN' });
    expect((await search('Vārānasi'))[0]?.id).toBe(plain?.id);
    expect((await search('karimnagar'))[0]?.name).toBe('Karimnagar');
    // Outside India the name stays as written there.
    expect((await search('koln'))[0]?.name).toBe('Köln');
  });

  it('limits the results (8 by default) and every zone is one the runtime knows', async () => {
    const places = await search('san');
    expect(places).toHaveLength(8);
    expect(await search('san', 3)).toHaveLength(3);
    for (const place of places) expect(isKnownTimeZone(place.timeZone)).toBe(true);
  });

  it('rejects a missing query and a limit out of range with a readable 400', async () => {
    const missing = await t.app.inject({ url: placeSearchCall.path });
    expect(missing.statusCode).toBe(400);
    expect(failSchema.parse(missing.json()).reason).toContain('q is required');
    const tooMany = await t.app.inject({ url: `${placeSearchCall.path}?q=berlin&limit=500` });
    expect(tooMany.statusCode).toBe(400);
    expect(failSchema.parse(tooMany.json()).reason).toContain('limit must be at most 20');
  });
});
