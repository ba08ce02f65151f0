import { e_tilt, type AstroTime } from 'astronomy-engine';
import { RAD_TO_DEG, normalizeDegrees } from './angles';
import { julianCenturiesTT } from './astro-time';
import {
  equatorialToEcliptic,
  meanObliquity,
  multiply,
  multiplyTransposed,
  precessionMatrix,
} from './precession';

/**
 * Lahiri (Chitrapaksha) ayanamsa as the Swiss Ephemeris defines SE_SIDM_LAHIRI: 23°15'00.658"
 * (true, i.e. with nutation) on 1956-03-21 0h TT per the Indian Calendar Reform Committee; the
 * mean value at that epoch is that minus the nutation in longitude then (16.77").
 */
const LAHIRI_EPOCH_JD_TT = 2435553.5;
const LAHIRI_MEAN_AT_EPOCH = 23.250182778 - 0.004658035;
const J2000_JD = 2451545.0;
const LAHIRI_EPOCH_T = (LAHIRI_EPOCH_JD_TT - J2000_JD) / 36525;
const EPOCH_PRECESSION = precessionMatrix(LAHIRI_EPOCH_T);
const EPOCH_OBLIQUITY = meanObliquity(LAHIRI_EPOCH_T);

/**
 * Mean ayanamsa in degrees. Following the Swiss Ephemeris method, the mean vernal point of date
 * is carried to the epoch frame and its longitude on the epoch's ecliptic is measured, rather
 * than adding a precession-in-longitude series: the two differ by the ecliptic's own motion.
 */
export function meanLahiriAyanamsa(time: AstroTime): number {
  const t = julianCenturiesTT(time);
  const vernalPointJ2000 = multiplyTransposed(precessionMatrix(t), [1, 0, 0]);
  const atEpoch = equatorialToEcliptic(
    multiply(EPOCH_PRECESSION, vernalPointJ2000),
    EPOCH_OBLIQUITY,
  );
  const longitudeAtEpoch = Math.atan2(atEpoch[1], atEpoch[0]) * RAD_TO_DEG;
  return normalizeDegrees(LAHIRI_MEAN_AT_EPOCH - longitudeAtEpoch);
}

/**
 * True ayanamsa (mean + nutation in longitude), what swetest prints and what is subtracted from
 * apparent (true-equinox) tropical longitudes; the nutation then cancels, so sidereal positions
 * are effectively measured from the mean equinox, exactly as the Swiss Ephemeris does.
 */
export function trueLahiriAyanamsa(time: AstroTime): number {
  return meanLahiriAyanamsa(time) + e_tilt(time).dpsi / 3600;
}
