import { kundli } from '@lumus/astro/kundli';
import { vargaChart } from '@lumus/astro/vargas';
import { saveBirthDetailCall } from '@lumus/contract/astrology/birth-details';
import { birthDetailDepthCall } from '@lumus/contract/astrology/chart-depth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';

type Headers = Record<string, string>;
const NOW = '2026-06-15T12:00:00.000Z';

describe('birthdetail/depth: dasha, vargas and doshas of a saved person (real database)', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(NOW) });
    const a = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000201' });
    const b = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000202' });
    alice = authHeaders(a.authToken, a.userId);
    bob = authHeaders(b.authToken, b.userId);
    // Moon in Aquarius: Sade Sati runs 2020–2027 (the engine's README example), so it is current.
    const response = await t.app.inject({
      method: 'POST',
      url: saveBirthDetailCall.path,
      headers: alice,
      payload: {
        name: 'Asha',
        gender: 'FEMALE',
        birthDate: '1990-02-26',
        birthTime: '10:00',
        placeName: 'New Delhi',
        latitude: 28.6139,
        longitude: 77.209,
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    id = saveBirthDetailCall.response.parse(response.json()).data.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('returns the nine mahadashas, the periods running at the server clock, seven vargas and three doshas', async () => {
    const response = await t.app.inject({
      url: `${birthDetailDepthCall.path}?id=${id}`,
      headers: alice,
    });
    expect(response.statusCode, response.body).toBe(200);
    const depth = birthDetailDepthCall.response.parse(response.json()).data;
    const chart = kundli({ utc: '1990-02-26T04:30:00Z', latitude: 28.6139, longitude: 77.209 });

    expect(depth.at).toBe(NOW);
    expect(depth.dasha.yearDays).toBe(365.25);
    expect(depth.dasha.mahadashas).toHaveLength(9);
    expect(depth.dasha.mahadashas.every((m) => m.antardashas.length === 9)).toBe(true);
    const current = depth.current;
    if (current === null) throw new Error('no current dasha');
    expect(Date.parse(current.mahadasha.start)).toBeLessThanOrEqual(Date.parse(NOW));
    expect(Date.parse(current.pratyantardasha.end)).toBeGreaterThan(Date.parse(NOW));

    expect(Object.keys(depth.vargas).sort()).toEqual(['D1', 'D10', 'D12', 'D2', 'D3', 'D7', 'D9']);
    const navamsa = vargaChart(chart, 'D9');
    expect(depth.vargas.D9.ascendant.sign).toBe(navamsa.ascendant.sign);
    expect(depth.vargas.D9.planets.Moon.sign).toBe(navamsa.planets.Moon.sign);
    expect(depth.vargas.D1.planets.Sun.sign).toBe(chart.planets.Sun.sign);

    expect(depth.doshas.manglik.rule).toBe('manglik.marsInHouse1-2-4-7-8-12FromAscendant');
    expect(depth.doshas.kaalSarp.rule).toBe('kaalSarp.allSevenOneSideOfNodes');
    expect(depth.doshas.sadeSati.moonSign).toBe(chart.planets.Moon.sign);
    expect(depth.doshas.sadeSati.periods.length).toBeGreaterThan(1);
    if (chart.planets.Moon.sign === 11)
      expect(depth.doshas.sadeSati.current.phase).not.toBe('none');
  });

  it('is a 404 for another user and a 400 for a malformed id, a 401 without sign-in', async () => {
    const foreign = await t.app.inject({
      url: `${birthDetailDepthCall.path}?id=${id}`,
      headers: bob,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'fail', reason: `No saved person with id ${id}.` });
    const bad = await t.app.inject({ url: `${birthDetailDepthCall.path}?id=abc`, headers: alice });
    expect(bad.statusCode).toBe(400);
    const stranger = await t.app.inject({ url: `${birthDetailDepthCall.path}?id=${id}` });
    expect(stranger.statusCode).toBe(401);
  });
});
