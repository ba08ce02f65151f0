import { COUNTRIES } from '@lumus/contract/countries.generated';
import type { Country } from '@lumus/contract/country';

const INDIA_CODE = 'IN';

export function india(): Country {
  const found = COUNTRIES.find((country) => country.code === INDIA_CODE);
  if (found === undefined) throw new Error('The country list has no India.');
  return found;
}

/**
 * Default country from the browser's time zone (spec §3): a country whose main zone it is comes
 * first (Europe/Helsinki is Finland, not the Åland Islands), then any country that uses it; India
 * when none matches.
 */
export function defaultCountry(timeZone: string | undefined): Country {
  if (timeZone === undefined) return india();
  return (
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
