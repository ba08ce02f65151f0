import { SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { DEG_TO_RAD, RAD_TO_DEG, normalizeDegrees } from './angles';

/**
 * Tropical ascendant (true equinox of date) in degrees: the ecliptic point rising in the east,
 * from local apparent sidereal time and the true obliquity. East longitudes are positive.
 */
export function tropicalAscendant(time: AstroTime, latitude: number, longitude: number): number {
  const ramc = (SiderealTime(time) * 15 + longitude) * DEG_TO_RAD;
  const eps = e_tilt(time).tobl * DEG_TO_RAD;
  const phi = latitude * DEG_TO_RAD;
  const y = -Math.cos(ramc);
  const x = Math.sin(eps) * Math.tan(phi) + Math.cos(eps) * Math.sin(ramc);
  // atan2 returns the setting point (descendant); the ascendant is opposite it.
  return normalizeDegrees(Math.atan2(y, x) * RAD_TO_DEG + 180);
}
