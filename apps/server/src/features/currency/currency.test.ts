import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { call, signedInUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { fixWalletCurrency } from '../wallet/wallet-ledger';
import { countryOfTimeZone } from './pick-currency';
import { currencyDetailsCall } from '@lumus/contract/currency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed(t.database.db, SEED_STEPS);
});
afterAll(async () => {
  await t.close();
});

async function answer(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `${currencyDetailsCall.path}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return {
    data: currencyDetailsCall.response.parse(response.json()).data,
    cookie: String(response.headers['set-cookie']),
  };
}

const details = async (query: string, headers: Record<string, string> = {}) =>
  (await answer(query, headers)).data;

describe('currency details: the viewer market currency (decision 045)', () => {
  it('gives rupees (paise -> rupees, factor 100) in India, not foreign', async () => {
    expect(await details('appId=3&timezone=Asia/Kolkata')).toEqual({
      currencyDto: { symbol: '₹', conversionFactor: 100, isoCode: 'INR' },
      isForeign: false,
      multipleCurrencyEnabled: true,
    });
    // The legacy name some browsers report is the same zone (spec §9).
    expect((await details('timezone=Asia/Calcutta')).isForeign).toBe(false);
    // No zone at all means the default zone.
    expect((await details('appId=4')).currencyDto.isoCode).toBe('INR');
  });

  it('gives euros at factor 100 (cents -> euros) in the EU, rupees elsewhere: no rate', async () => {
    const berlin = await answer('timezone=Europe/Berlin');
    expect(berlin.data).toEqual({
      currencyDto: { symbol: '€', conversionFactor: 100, isoCode: 'EUR' },
      isForeign: true,
      multipleCurrencyEnabled: true,
    });
    // The answer fixes the market in the browser for the server-rendered pages that follow.
    expect(berlin.cookie).toContain('lumus_market=DE;');
    expect(berlin.cookie).toContain('Path=/');
    const iso = async (zone: string) =>
      (await details(`timezone=${encodeURIComponent(zone)}`)).currencyDto.isoCode;
    expect(await iso('Europe/Amsterdam')).toBe('EUR');
    expect(await iso('Europe/Paris')).toBe('EUR');
    // The default market (India) for countries without one of their own.
    expect(await iso('America/New_York')).toBe('INR');
    expect(await iso('Europe/London')).toBe('INR');
    expect(await iso('Mars/Olympus_Mons')).toBe('INR');
  });

  it('keeps the market of the cookie over the time zone', async () => {
    const fromIndia = await answer('timezone=Asia/Kolkata', { cookie: 'lumus_market=DE' });
    expect(fromIndia.data.currencyDto.isoCode).toBe('EUR');
    expect(fromIndia.cookie).toContain('lumus_market=DE;');
    // A cookie naming no configured market is ignored.
    expect(
      (await details('timezone=Europe/Berlin', { cookie: 'lumus_market=XX' })).currencyDto.isoCode,
    ).toBe('EUR');
  });

  it('answers a signed-in user in their wallet currency, and from a POST body', async () => {
    const user = await signedInUser(t.app, '9876500201');
    await fixWalletCurrency(t.database.db, user.userId, 'EUR');
    const response = await call(t.app, user, currencyDetailsCall, { timezone: 'Asia/Kolkata' });
    expect(currencyDetailsCall.response.parse(response.json()).data.currencyDto.isoCode).toBe(
      'EUR',
    );
    const posted = await t.app.inject({
      method: 'POST',
      url: currencyDetailsCall.path,
      payload: { appId: 3, timezone: 'Europe/Vienna' },
    });
    expect(currencyDetailsCall.response.parse(posted.json()).data.currencyDto.isoCode).toBe('EUR');
  });

  it('answers a caller with a token that does not check out like a guest', async () => {
    const stale = await answer('timezone=Europe/Berlin', {
      authorization: 'Bearer not-a-token',
      id: '7',
    });
    expect(stale.data.currencyDto.isoCode).toBe('EUR');
  });

  it('rejects a bad appId or an overlong zone', async () => {
    expect(
      (await t.app.inject({ url: `${currencyDetailsCall.path}?appId=three` })).statusCode,
    ).toBe(400);
    const long = 'x'.repeat(65);
    expect(
      (await t.app.inject({ url: `${currencyDetailsCall.path}?timezone=${long}` })).statusCode,
    ).toBe(400);
  });
});

describe('countryOfTimeZone', () => {
  it('maps zones shared by several countries to the one they are named after', () => {
    expect(countryOfTimeZone('Europe/Berlin')).toBe('DE');
    expect(countryOfTimeZone('Europe/Stockholm')).toBe('SE');
    expect(countryOfTimeZone('Asia/Kolkata')).toBe('IN');
    expect(countryOfTimeZone('Etc/UTC')).toBeUndefined();
  });
});
