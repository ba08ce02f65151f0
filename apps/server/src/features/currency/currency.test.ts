import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { countryOfTimeZone, pickCurrency } from './pick-currency';
import { currencyDetailsCall } from '@lumus/contract/currency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed(t.database.db, SEED_STEPS);
});
afterAll(async () => {
  await t.close();
});

async function details(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `${currencyDetailsCall.path}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return currencyDetailsCall.response.parse(response.json()).data;
}

describe('currency details', () => {
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

  it('picks the currency of the time zone’s country', async () => {
    const iso = async (zone: string) =>
      (await details(`timezone=${encodeURIComponent(zone)}`)).currencyDto.isoCode;
    expect(await iso('Europe/Berlin')).toBe('EUR');
    expect(await iso('Europe/Amsterdam')).toBe('EUR');
    expect(await iso('Europe/Paris')).toBe('EUR');
    expect(await iso('America/New_York')).toBe('USD');
    expect(await iso('America/Los_Angeles')).toBe('USD');
    expect(await iso('Europe/London')).toBe('GBP');
    expect(await iso('Australia/Sydney')).toBe('AUD');
    expect(await iso('America/Toronto')).toBe('CAD');
    expect(await iso('Asia/Dubai')).toBe('AED');
    expect(await iso('Europe/Zurich')).toBe('CHF');
  });

  it('gives a foreign visitor without a configured currency US dollars', async () => {
    const tokyo = await details('timezone=Asia/Tokyo');
    expect(tokyo).toMatchObject({ isForeign: true, currencyDto: { isoCode: 'USD', symbol: '$' } });
    expect(tokyo.currencyDto.conversionFactor).toBeGreaterThan(100);
    const unknown = await details('timezone=Mars/Olympus_Mons');
    expect(unknown).toMatchObject({ isForeign: true, currencyDto: { isoCode: 'USD' } });
  });

  it('works the same with a token sent, and from a POST body', async () => {
    const withToken = await details('timezone=Europe/Berlin', {
      authorization: 'Bearer not-checked-here',
      id: '7',
    });
    expect(withToken.currencyDto.isoCode).toBe('EUR');
    const posted = await t.app.inject({
      method: 'POST',
      url: currencyDetailsCall.path,
      payload: { appId: 3, timezone: 'Europe/London' },
    });
    expect(currencyDetailsCall.response.parse(posted.json()).data.currencyDto.isoCode).toBe('GBP');
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

describe('pickCurrency', () => {
  it('maps zones shared by several countries to the one they are named after', () => {
    expect(countryOfTimeZone('Europe/Berlin')).toBe('DE');
    expect(countryOfTimeZone('Europe/Stockholm')).toBe('SE');
    expect(countryOfTimeZone('Asia/Kolkata')).toBe('IN');
    expect(countryOfTimeZone('Etc/UTC')).toBeUndefined();
  });

  it('falls back to INR in India and to the base rupee when no rates exist', () => {
    const inrOnly = [{ isoCode: 'INR', symbol: '₹', conversionFactor: 100, countries: ['IN'] }];
    expect(pickCurrency('Europe/Berlin', inrOnly)).toEqual({
      currencyDto: { symbol: '₹', conversionFactor: 100, isoCode: 'INR' },
      isForeign: true,
      multipleCurrencyEnabled: false,
    });
    expect(pickCurrency(undefined, []).currencyDto).toEqual({
      symbol: '₹',
      conversionFactor: 100,
      isoCode: 'INR',
    });
  });
});
