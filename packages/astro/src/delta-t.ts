import { DeltaT_EspenakMeeus } from 'astronomy-engine';

/**
 * ΔT = TT − UT in seconds on 1 January of 1800, 1805, …, 2200.
 * Up to 2025 these are the observed and reconstructed values (IERS / Astronomical Almanac, Stephenson
 * & Morrison for the 19th century); after that they follow
 * the extrapolation of the Swiss Ephemeris 2.10, our accuracy reference. Why not astronomy-engine's
 * default (Espenak–Meeus polynomials): it predicts ~200 s for 2100 against ~93 s here, which
 * alone moves the Moon by about one arcminute.
 */
const TABLE_START_YEAR = 1800;
const TABLE_STEP_YEARS = 5;
const DELTA_T_TABLE: readonly number[] = [
  18.12, 15.87, 14.74, 15.72, 16.23, 13.85, 10.37, 8.13, 7.34, 7.74, 9.05, 10.13, 8.82, 8.06, 2.19,
  -1.28, -3.35, -4.51, -3.99, -5.11, -2.05, 4.86, 11.09, 17.44, 21.59, 23.77, 24.4, 24.15, 24.42,
  27.05, 28.93, 31.07, 33.15, 35.73, 40.18, 45.48, 50.54, 54.34, 56.86, 60.79, 63.83, 64.69, 66.07,
  67.64, 69.36, 69.0, 69.28, 70.51, 71.8, 73.16, 74.58, 76.07, 77.64, 79.29, 81.01, 82.81, 84.7,
  86.68, 88.76, 90.92, 93.18, 95.54, 98.01, 100.58, 103.27, 106.06, 108.96, 111.95, 115.06, 118.3,
  121.66, 125.16, 128.79, 132.55, 136.46, 140.51, 144.7, 149.05, 153.54, 158.19, 163.0,
];
const TABLE_END_YEAR = TABLE_START_YEAR + (DELTA_T_TABLE.length - 1) * TABLE_STEP_YEARS;

const DAYS_PER_YEAR = 365.25;
/** J2000 (2000-01-01 12:00) expressed as a fractional Gregorian year. */
const J2000_YEAR = 2000 + 0.5 / DAYS_PER_YEAR;

/** ΔT in seconds for a UT given as days since J2000 (astronomy-engine's time scale). */
export function deltaTSeconds(utDaysSinceJ2000: number): number {
  const year = J2000_YEAR + utDaysSinceJ2000 / DAYS_PER_YEAR;
  if (year < TABLE_START_YEAR || year >= TABLE_END_YEAR) {
    // Outside the supported range (validation rejects it); kept total for internal callers.
    return DeltaT_EspenakMeeus(utDaysSinceJ2000);
  }
  const position = (year - TABLE_START_YEAR) / TABLE_STEP_YEARS;
  const index = Math.floor(position);
  const lower = DELTA_T_TABLE[index] ?? 0;
  const upper = DELTA_T_TABLE[index + 1] ?? lower;
  return lower + (upper - lower) * (position - index);
}
