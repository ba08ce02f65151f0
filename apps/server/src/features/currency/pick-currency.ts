import { DEFAULT_TIME_ZONE, TIME_ZONE_ALIASES } from '@lumus/contract/constants';
import { COUNTRIES } from '@lumus/contract/countries.generated';
import { LINKED_ZONE_COUNTRY, SHARED_ZONE_OWNER } from './zone-countries';

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

/** The zone a browser names, aliases folded; missing or empty means the default zone. */
export function normaliseTimeZone(timeZone: string | undefined): string {
  const zone =
    timeZone === undefined || timeZone.trim() === '' ? DEFAULT_TIME_ZONE : timeZone.trim();
  return TIME_ZONE_ALIASES[zone] ?? zone;
}

/** The ISO country of an IANA zone, or undefined for an unknown zone (`Etc/UTC`, typos). */
export function countryOfTimeZone(timeZone: string): string | undefined {
  return COUNTRY_BY_ZONE.get(timeZone);
}
