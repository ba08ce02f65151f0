import { COUNTRIES } from '@lumus/contract/countries.generated';
import type { Country } from '@lumus/contract/country';

const INDIA_CODE = 'IN';

export function india(): Country {
  const found = COUNTRIES.find((country) => country.code === INDIA_CODE);
  if (found === undefined) throw new Error('The country list has no India.');
  return found;
}

/**
 * Zones that several countries share in the list (tzdb links, e.g. Copenhagen -> Berlin): the
 * country the zone's city lies in, so a browser in Berlin defaults to Germany, not Denmark.
 */
const ZONE_HOME: Readonly<Record<string, string>> = {
  'Africa/Abidjan': 'CI',
  'Africa/Johannesburg': 'ZA',
  'Africa/Lagos': 'NG',
  'Africa/Maputo': 'MZ',
  'Africa/Nairobi': 'KE',
  'America/Panama': 'PA',
  'America/Puerto_Rico': 'PR',
  'Asia/Bangkok': 'TH',
  'Asia/Dubai': 'AE',
  'Asia/Kuching': 'MY',
  'Asia/Qatar': 'QA',
  'Asia/Riyadh': 'SA',
  'Asia/Yangon': 'MM',
  'Europe/Belgrade': 'RS',
  'Europe/Berlin': 'DE',
  'Europe/Brussels': 'BE',
  'Europe/Helsinki': 'FI',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Europe/Prague': 'CZ',
  'Europe/Rome': 'IT',
  'Europe/Zurich': 'CH',
  'Pacific/Guadalcanal': 'SB',
  'Pacific/Guam': 'GU',
  'Pacific/Tarawa': 'KI',
};

/**
 * Default country from the browser's time zone (spec §3): the zone's home country, else a country
 * whose main zone it is, else any country that uses it; India when none matches.
 */
export function defaultCountry(timeZone: string | undefined): Country {
  if (timeZone === undefined) return india();
  const home = ZONE_HOME[timeZone];
  return (
    COUNTRIES.find((country) => country.code === home) ??
    COUNTRIES.find((country) => country.timeZone === timeZone) ??
    COUNTRIES.find((country) => country.timeZones.includes(timeZone)) ??
    india()
  );
}

/** Spec §5: matches the name (English or German), the code (any case) or the dial code. */
export function searchCountries(query: string, countries: readonly Country[] = COUNTRIES) {
  const needle = query.trim().toLowerCase();
  if (needle === '') return countries;
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      country.nameDe.toLowerCase().includes(needle) ||
      country.code.toLowerCase().includes(needle) ||
      country.dial_code.includes(needle),
  );
}

export function flagUrl(country: Country): string {
  return `/flags/${country.code.toLowerCase()}.webp`;
}
