/** A listed psychic's row for the site tests: only the name and slug matter to them. */
export function listedPsychic(slug: string, displayName: string) {
  return {
    slug,
    displayName,
    searchName: displayName.toLowerCase(),
    photoPath: `/api/media/avatar/${slug}.svg`,
    bioEn: 'Bio.',
    bioDe: 'Bio.',
    categories: ['tarot'],
    languages: ['en'],
    experienceYears: 3,
    pricePerMinuteMinor: 1000,
  };
}
