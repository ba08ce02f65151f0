import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PlaceIndex, placeIndexOver } from './place-index';
import { readPlaceTableFile, writePlaceTableFile } from './place-index-file';
import { readPlaceTable } from './place-table';
import { searchText } from './search-text';

/** A few rows in cities1000.txt's 19 tab-separated columns. */
function row(
  id: number,
  name: string,
  alternatives: string,
  country: string,
  admin1: string,
  population: number,
  zone: string,
) {
  return [
    id,
    name,
    name,
    alternatives,
    '10.5',
    '20.25',
    'P',
    'PPL',
    country,
    '',
    admin1,
    '',
    '',
    '',
    population,
    '',
    '',
    zone,
    '2020-01-01',
  ].join('\t');
}

const table = readPlaceTable({
  cities: [
    row(1, 'Bañga', '', 'PH', '12', 58_855, 'Asia/Manila'),
    row(2, 'Bangalore', 'Bengaluru,Бангалор', 'IN', '19', 5_104_047, 'Asia/Kolkata'),
    row(3, 'Frankfurt am Main', 'Francfort', 'DE', '05', 650_000, 'Europe/Berlin'),
    row(4, 'Mainz', '', 'DE', '08', 184_997, 'Europe/Berlin'),
    row(5, 'Springfield', '', 'US', 'IL', 116_250, 'America/Chicago'),
    row(6, 'Springfield', '', 'US', 'MO', 166_810, 'America/Chicago'),
    row(7, 'Main', '', 'XX', '', 0, ''), // no time zone: not a usable birth place
    row(8, 'Muzayri‘', '', 'AE', '', 10_000, 'Asia/Dubai'), // a name letter searchText keeps
  ].join('\n'),
  regions: [
    { code: 'IN.19', name: 'Karnataka' },
    { code: 'DE.05', name: 'Hesse' },
    { code: 'US.IL', name: 'Illinois' },
    { code: 'US.MO', name: 'Missouri' },
  ],
});

// The same index as the server reads it from the file `npm run build` writes (decision 054).
const folder = mkdtempSync(join(tmpdir(), 'lumus-place-index-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
const file = join(folder, 'place-index.bin');
writePlaceTableFile(file, table, 'test data');
const readBack = readPlaceTableFile(file, 'test data');
if (readBack === undefined) throw new Error('the written place table was not read back');

describe('searchText', () => {
  it.each([
    ['Köln', 'koln'],
    ['SÃO PAULO', 'sao paulo'],
    ['Großenhain', 'grossenhain'],
    ['Sant Julià de Lòria', 'sant julia de loria'],
    ['Frankfurt (Oder)', 'frankfurt oder'],
    ["L'Aquila", 'laquila'],
    ['  Saint-Étienne ', 'saint etienne'],
  ])('%s -> %s', (text, key) => {
    expect(searchText(text)).toBe(key);
  });
});

describe.each([
  ['built from the data', placeIndexOver(table)],
  ['read back from its file', placeIndexOver(readBack)],
])('place index %s', (_, index: PlaceIndex) => {
  const names = (query: string, limit = 10) => index.search(query, limit).map((place) => place.id);

  it('returns the place with region, country, coordinates and IANA zone', () => {
    expect(index.search('bangalore', 1)).toEqual([
      {
        id: 2,
        name: 'Bangalore',
        region: 'Karnataka',
        country: 'IN',
        latitude: 10.5,
        longitude: 20.25,
        timeZone: 'Asia/Kolkata',
        population: 5_104_047,
      },
    ]);
    expect(index.byId(3)?.name).toBe('Frankfurt am Main');
    expect(index.byId(7)).toBeUndefined();
  });

  it('ignores accents and case, and finds Latin-script alternative names', () => {
    expect(names('BANGA')).toContain(1);
    expect(names('bañga')).toContain(1);
    expect(names('bengal')).toEqual([2]);
    expect(names('Бангалор')).toEqual([]);
  });

  it('ranks a big place met by prefix before a small exact name', () => {
    expect(names('banga')).toEqual([2, 1]);
  });

  it('finds later words of a name, below names that start with the query', () => {
    expect(names('mai')).toEqual([4, 3]);
    // ...unless the word is typed in full: "main" is the river of Frankfurt am Main.
    expect(names('main')).toEqual([3, 4]);
    expect(names('mainz')).toEqual([4]);
  });

  it('narrows by region or country after a comma, and limits the results', () => {
    expect(names('springfield')).toEqual([6, 5]);
    expect(names('springfield, illinois')).toEqual([5]);
    expect(names('springfield, united states')).toEqual([6, 5]);
    expect(names('springfield', 1)).toEqual([6]);
  });

  it('finds a name whose key keeps a letter beyond a-z, by that letter or up to it', () => {
    expect(names('muzayri‘')).toEqual([8]);
    expect(names('muzay')).toEqual([8]);
    expect(names('muzayrix')).toEqual([]);
  });

  it('answers nothing for a single letter or an unknown name', () => {
    expect(names('b')).toEqual([]);
    expect(names('zzzz')).toEqual([]);
    expect(names('жж')).toEqual([]);
    expect(index.byId(999)).toBeUndefined();
  });
});

describe('place index file', () => {
  it('is not used when it was made from other data, or is missing', () => {
    expect(readPlaceTableFile(file, 'other data')).toBeUndefined();
    expect(readPlaceTableFile(join(folder, 'missing.bin'), 'test data')).toBeUndefined();
  });
});
