import { gochara } from '@lumus/astro/gochara';
import { panchang } from '@lumus/astro/panchang';
import { saveBirthDetailCall } from '@lumus/contract/astrology/birth-details';
import { horoscopeCall, personalHoroscopeCall } from '@lumus/contract/astrology/horoscope';
import { panchangCall } from '@lumus/contract/astrology/panchang';
import { placeSearchCall } from '@lumus/contract/astrology/place-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';

// 20:00 UTC is already the next day in India (01:30 IST): "today" must be India's date.
const NOW = '2026-06-15T20:00:00.000Z';

describe('panchang and daily horoscopes (real place index, real database)', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let berlinId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(NOW) });
    const a = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000301' });
    alice = authHeaders(a.authToken, a.userId);
    const found = await t.app.inject({ url: `${placeSearchCall.path}?q=berlin&limit=1` });
    const [berlin] = placeSearchCall.response.parse(found.json()).data;
    if (berlin === undefined) throw new Error('no Berlin');
    berlinId = berlin.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('gives today in New Delhi by default, as the engine computes it there', async () => {
    const response = await t.app.inject({ url: panchangCall.path });
    expect(response.statusCode, response.body).toBe(200);
    const { place, panchang: day } = panchangCall.response.parse(response.json()).data;
    expect(place).toMatchObject({ name: 'New Delhi', timeZone: 'Asia/Kolkata' });
    expect(day.date).toBe('2026-06-16');
    const engine = panchang({
      date: '2026-06-16',
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: 'Asia/Kolkata',
    });
    expect(day.sunrise).toBe(engine.sunrise);
    expect(day.tithi[0]?.key).toBe(engine.tithi[0]?.key);
    expect(day.tithi[0]?.end).toBe(engine.tithi[0]?.end);
    expect(day.vara.key).toBe('tuesday');
    expect(day.rahuKaal).toEqual(engine.rahuKaal);
  });

  it('takes any date and place; today at the place follows its own zone', async () => {
    const dated = await t.app.inject({
      url: `${panchangCall.path}?date=2025-03-14&place=${berlinId}`,
    });
    expect(dated.statusCode, dated.body).toBe(200);
    const body = panchangCall.response.parse(dated.json()).data;
    expect(body.place.timeZone).toBe('Europe/Berlin');
    expect(body.panchang.date).toBe('2025-03-14');
    expect(body.panchang.tithi[0]?.key).toBe('purnima');

    const today = await t.app.inject({ url: `${panchangCall.path}?place=${berlinId}` });
    // 22:00 in Berlin: still 15 June there.
    expect(panchangCall.response.parse(today.json()).data.panchang.date).toBe('2026-06-15');
  });

  it.each([
    ['date=2025-02-30', 'date'],
    ['date=15.06.2026', 'date'],
    ['place=999999999', 'place'],
    ['place=abc', 'place'],
    ['date=1700-01-01', '1800'],
  ])('refuses %s with a 400 and a reason', async (query, word) => {
    const response = await t.app.inject({ url: `${panchangCall.path}?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: string; reason: string }>();
    expect(body.status).toBe('fail');
    expect(body.reason).toContain(word);
  });

  it('gives each Moon sign the gochara of India today and tomorrow', async () => {
    const today = await t.app.inject({ url: `${horoscopeCall.path}?day=today&sign=leo` });
    expect(today.statusCode, today.body).toBe(200);
    const leo = horoscopeCall.response.parse(today.json()).data;
    expect(leo.date).toBe('2026-06-16');
    expect(leo.moonSign).toBe(5);
    const engine = gochara('2026-06-16').signs[4];
    expect(leo.transits.map((x) => [x.graha, x.house, x.favourable])).toEqual(
      engine?.transits.map((x) => [x.graha, x.house, x.favourable]),
    );
    const tomorrow = await t.app.inject({ url: `${horoscopeCall.path}?day=tomorrow&sign=leo` });
    expect(horoscopeCall.response.parse(tomorrow.json()).data.date).toBe('2026-06-17');
    const bad = await t.app.inject({ url: `${horoscopeCall.path}?day=yesterday&sign=leo` });
    expect(bad.statusCode).toBe(400);
    const badSign = await t.app.inject({ url: `${horoscopeCall.path}?day=today&sign=ophiuchus` });
    expect(badSign.statusCode).toBe(400);
  });

  it('lists /panchang and the 24 horoscope pages in both languages in the sitemap, each with its own title', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/panchang</loc>');
    expect(sitemap).toContain('/de/panchang</loc>');
    for (const sign of ['aries', 'leo', 'pisces']) {
      expect(sitemap).toContain(`/horoscope/today/${sign}</loc>`);
      expect(sitemap).toContain(`/de/horoscope/tomorrow/${sign}</loc>`);
    }
  });

  it("gives a signed-in user today's horoscope for their saved chart's Moon sign", async () => {
    const none = await t.app.inject({ url: personalHoroscopeCall.path, headers: alice });
    expect(none.json()).toEqual({ status: 'success', data: null });
    expect((await t.app.inject({ url: personalHoroscopeCall.path })).statusCode).toBe(401);

    const saved = await t.app.inject({
      method: 'POST',
      url: saveBirthDetailCall.path,
      headers: alice,
      payload: {
        name: 'Asha',
        gender: 'FEMALE',
        birthDate: '1990-02-26',
        birthTime: '10:00',
        placeId: berlinId,
      },
    });
    const person = saveBirthDetailCall.response.parse(saved.json()).data;
    const mine = await t.app.inject({ url: personalHoroscopeCall.path, headers: alice });
    const data = personalHoroscopeCall.response.parse(mine.json()).data;
    expect(data?.name).toBe('Asha');
    expect(data?.horoscope.moonSign).toBe(person.kundli.planets.Moon.sign);
    expect(data?.horoscope.date).toBe('2026-06-16');
    const foreign = await t.app.inject({
      url: `${personalHoroscopeCall.path}?id=${person.id + 1000}`,
      headers: alice,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
