import type { BirthPlace } from '@lumus/contract/astrology/birth-details';

const names = new Map<string, Intl.DisplayNames>();

/** The country's name in the reader's language (`DE` -> Germany / Deutschland). */
export function countryName(code: string, language: string): string {
  if (code === '') return '';
  let display = names.get(language);
  if (display === undefined) {
    display = new Intl.DisplayNames([language], { type: 'region' });
    names.set(language, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Köln, North Rhine-Westphalia, Germany": what the field shows once a place is chosen. */
export function placeLabel(
  place: Pick<BirthPlace, 'name' | 'region' | 'country'>,
  language: string,
): string {
  const parts = [place.name];
  if (place.region !== '' && place.region !== place.name) parts.push(place.region);
  const country = countryName(place.country, language);
  if (country !== '') parts.push(country);
  return parts.join(', ');
}
