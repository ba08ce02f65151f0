/*
 * GeoNames still files places by India's states before 2014-2020: Telangana (split from Andhra
 * Pradesh in 2014), Ladakh (from Jammu and Kashmir in 2019) and Dadra and Nagar Haveli and Daman
 * and Diu (merged in 2020) have no places of their own in cities1000. These rules move each place
 * to its current state, by where it lies; a test names the cities on either side of each border.
 */

const ANDHRA_PRADESH = '02';
const TELANGANA = '40';
const JAMMU_AND_KASHMIR = '12';
const LADAKH = '41';
const MERGED_UNION_TERRITORY = '52';
const DADRA_AND_NAGAR_HAVELI = '06';
const DAMAN_AND_DIU = '32';

/**
 * Telangana as a coarse ring of [longitude, latitude]: its border with Andhra Pradesh follows the
 * Tungabhadra and Krishna rivers in the south and runs between Khammam's and Krishna/West
 * Godavari's towns in the east (the Polavaram mandals east of the Godavari stay in Andhra
 * Pradesh). The other sides face other states, so they are drawn loosely.
 */
const TELANGANA_RING: readonly (readonly [number, number])[] = [
  [77.0, 15.95],
  [78.04, 15.86],
  [78.2, 15.87],
  [78.5, 16.05],
  [78.9, 16.12],
  [79.3, 16.55],
  [79.45, 16.62],
  [79.8, 16.75],
  [80.05, 16.93],
  [80.3, 16.85],
  [80.45, 16.95],
  [80.6, 17.16],
  [80.95, 17.15],
  [81.2, 17.2],
  [81.1, 17.4],
  [81.0, 17.65],
  [81.05, 17.85],
  [81.3, 18.0],
  [81.0, 18.5],
  [80.0, 19.95],
  [77.0, 19.95],
];

/** Even-odd ray casting: whether the point lies inside the ring. */
function inside(ring: readonly (readonly [number, number])[], lon: number, lat: number): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** The current first-level code of an Indian place filed under `admin1` at this position. */
export function currentIndianAdmin1(admin1: string, latitude: number, longitude: number): string {
  if (admin1 === ANDHRA_PRADESH && inside(TELANGANA_RING, longitude, latitude)) return TELANGANA;
  if (
    admin1 === JAMMU_AND_KASHMIR &&
    ((longitude >= 75.6 && latitude >= 33.9) || longitude >= 76.5)
  ) {
    return LADAKH;
  }
  if (admin1 === DADRA_AND_NAGAR_HAVELI || admin1 === DAMAN_AND_DIU) return MERGED_UNION_TERRITORY;
  return admin1;
}
