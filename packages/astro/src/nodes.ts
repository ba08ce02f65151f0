import { GeoMoonState, type AstroTime } from 'astronomy-engine';
import { RAD_TO_DEG, normalizeDegrees } from './angles';
import { julianCenturiesTT } from './astro-time';
import { equatorialToEcliptic, meanObliquity, multiply, precessionMatrix } from './precession';

/** Which lunar node stands for Rahu (Ketu is always opposite). */
export type NodeKind = 'mean' | 'true';

export interface NodePosition {
  /** Longitude on the mean ecliptic and equinox of date, degrees. */
  readonly longitude: number;
  /** Degrees per day; the mean node always moves backwards (about −0.053°/day). */
  readonly speed: number;
}

/**
 * Mean ascending node of the Moon, measured from the mean equinox of date (ELP-2000/82 as given
 * by Chapront-Touzé & Chapront and Meeus, Astronomical Algorithms 2nd ed., eq. 47.7).
 */
export function meanNode(time: AstroTime): NodePosition {
  const t = julianCenturiesTT(time);
  const longitude =
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - t ** 4 / 60616000;
  const speed = (-1934.1362891 + 2 * 0.0020754 * t + (3 * t * t) / 467441) / 36525;
  return { longitude: normalizeDegrees(longitude), speed };
}

const TRUE_NODE_STEP_DAYS = 1 / 24;

function osculatingNodeLongitude(time: AstroTime): number {
  const state = GeoMoonState(time);
  const t = julianCenturiesTT(time);
  const precession = precessionMatrix(t);
  const eps = meanObliquity(t);
  const r = equatorialToEcliptic(multiply(precession, [state.x, state.y, state.z]), eps);
  const v = equatorialToEcliptic(multiply(precession, [state.vx, state.vy, state.vz]), eps);
  // The orbit normal h = r × v; the ascending node lies along ẑ × h.
  const hx = r[1] * v[2] - r[2] * v[1];
  const hy = r[2] * v[0] - r[0] * v[2];
  return normalizeDegrees(Math.atan2(hx, -hy) * RAD_TO_DEG);
}

/** True (osculating) node: the node of the Moon's instantaneous geocentric Kepler orbit. */
export function trueNode(time: AstroTime): NodePosition {
  const longitude = osculatingNodeLongitude(time);
  const later = osculatingNodeLongitude(time.AddDays(TRUE_NODE_STEP_DAYS));
  let delta = later - longitude;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return { longitude, speed: delta / TRUE_NODE_STEP_DAYS };
}
