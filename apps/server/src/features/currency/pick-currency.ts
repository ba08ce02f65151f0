import { DEFAULT_TIME_ZONE, TIME_ZONE_ALIASES } from '@lumus/contract/constants';
import { COUNTRIES } from '@lumus/contract/countries.generated';
import type { CurrencyDetailsData } from '@lumus/contract/currency';
import { LINKED_ZONE_COUNTRY, SHARED_ZONE_OWNER } from './zone-countries';

export type RateRow = Readonly<{
  isoCode: string;
  symbol: string;
  conversionFactor: number;
  countries: readonly string[];
}>;

const INDIA = 'IN';
/** Foreign visitors from a country without a configured currency see US dollars. */
const FOREIGN_FALLBACK_ISO = 'USD';
const BASE_ISO = 'INR';

// First claim wins, a country's own main zone beats a mere listing, and the tables of
// `zone-countries.ts` settle zones shared by several countries or folded into another zone.
const COUNTRY_BY_ZONE: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const main = new Set<string>();
  for (const country of COUNTRIES) {
    for (const zone of country.timeZones) {
      const isMain = country.timeZone === zone;
      if (!map.has(zone) || (isMain && !main.has(zone))) map.set(zone, country.code);
      if (isMain) main.add(zone);
    }
  }
  for (const [zone, code] of Object.entries({ ...SHARED_ZONE_OWNER, ...LINKED_ZONE_COUNTRY })) {
    map.set(zone, code);
  }
  return map;
})();

function normaliseTimeZone(timeZone: string | undefined): string {
  const zone =
    timeZone === undefined || timeZone.trim() === '' ? DEFAULT_TIME_ZONE : timeZone.trim();
  return TIME_ZONE_ALIASES[zone] ?? zone;
}

/** The ISO country of an IANA zone, or undefined for an unknown zone (`Etc/UTC`, typos). */
export function countryOfTimeZone(timeZone: string): string | undefined {
  return COUNTRY_BY_ZONE.get(timeZone);
}

/**
 * Time zone -> country -> the enabled currency listing that country. A known country without a
 * currency, or an unknown zone, gets USD when foreign and INR in India; if even the fallback row is
 * missing, the base rupee (factor 100) is used so prices can always be shown.
 */
export function pickCurrency(
  timeZone: string | undefined,
  rates: readonly RateRow[],
): CurrencyDetailsData {
  const zone = normaliseTimeZone(timeZone);
  const isForeign = zone !== DEFAULT_TIME_ZONE;
  const country = countryOfTimeZone(zone);
  const fallbackIso = country === INDIA || !isForeign ? BASE_ISO : FOREIGN_FALLBACK_ISO;
  const rate =
    (country === undefined ? undefined : rates.find((row) => row.countries.includes(country))) ??
    rates.find((row) => row.isoCode === fallbackIso) ??
    rates.find((row) => row.isoCode === BASE_ISO);
  return {
    currencyDto:
      rate === undefined
        ? { symbol: '₹', conversionFactor: 100, isoCode: BASE_ISO }
        : { symbol: rate.symbol, conversionFactor: rate.conversionFactor, isoCode: rate.isoCode },
    isForeign,
    multipleCurrencyEnabled: rates.length > 1,
  };
}
