import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { marketOfCountry, viewerMarket } from './viewer-market';

describe('markets from configuration', () => {
  it('sells India in rupees with 18 % GST on top and Germany in euros with 19 % VAT included', () => {
    const { markets } = loadConfig({}).payments;
    expect(marketOfCountry(markets, 'IN')).toEqual({
      country: 'IN',
      currency: 'INR',
      taxMode: 'exclusive',
      taxBasisPoints: 1800,
    });
    expect(marketOfCountry(markets, 'DE')).toEqual({
      country: 'DE',
      currency: 'EUR',
      taxMode: 'inclusive',
      taxBasisPoints: 1900,
    });
    expect(marketOfCountry(markets, 'FR')).toMatchObject({ currency: 'EUR', taxBasisPoints: 2000 });
    expect(marketOfCountry(markets, 'FI').taxBasisPoints).toBe(2550);
    // Any other country, or none, is the default market.
    expect(marketOfCountry(markets, 'US').country).toBe('IN');
    expect(marketOfCountry(markets, undefined).country).toBe('IN');
  });

  it('takes the default market and the VAT table from the environment, and refuses bad ones', () => {
    const { markets } = loadConfig({
      MARKET_DEFAULT_COUNTRY: 'DE',
      MARKET_EU_VAT: 'DE:19,AT:20',
    }).payments;
    expect(marketOfCountry(markets, 'US').currency).toBe('EUR');
    expect(marketOfCountry(markets, 'FR').country).toBe('DE');
    for (const env of [
      { MARKET_DEFAULT_COUNTRY: 'US' },
      { MARKET_DEFAULT_COUNTRY: 'germany' },
      { MARKET_EU_VAT: 'DE=19' },
      { MARKET_EU_VAT: 'DE:119' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('puts the wallet currency first, then the cookie, then the time zone', () => {
    const { markets } = loadConfig({}).payments;
    const market = (walletCurrency: 'INR' | 'EUR' | null, cookie?: string, timeZone?: string) =>
      viewerMarket(markets, { walletCurrency, cookieCountry: cookie, timeZone }).country;
    expect(market(null, undefined, 'Europe/Berlin')).toBe('DE');
    expect(market(null, undefined, 'Europe/Paris')).toBe('FR');
    expect(market(null, undefined, 'Asia/Calcutta')).toBe('IN');
    expect(market(null, undefined, 'America/New_York')).toBe('IN');
    expect(market(null, 'AT', 'Asia/Kolkata')).toBe('AT');
    // A euro wallet read from India stays in its home market; a rupee one in Berlin too.
    expect(market('EUR', undefined, 'Asia/Kolkata')).toBe('DE');
    expect(market('INR', 'DE')).toBe('IN');
    expect(market('EUR', 'FR')).toBe('FR');
  });
});
