import { Body, Ecliptic, GeoVector, type AstroTime } from 'astronomy-engine';
import { angleDifference } from './angles';
import type { BodyGraha } from './grahas';

const BODY_OF: Record<BodyGraha, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mars: Body.Mars,
  Mercury: Body.Mercury,
  Jupiter: Body.Jupiter,
  Venus: Body.Venus,
  Saturn: Body.Saturn,
};

/** Step for the speed estimate: short enough that a forward difference is the speed at `time`. */
const SPEED_STEP_DAYS = 1 / 1440;

export interface TropicalPosition {
  /** Apparent geocentric ecliptic longitude of date (true equinox), degrees. */
  readonly longitude: number;
  /** Rate of change of that longitude, degrees per day. */
  readonly speed: number;
}

function apparentLongitude(body: Body, time: AstroTime): number {
  // GeoVector with aberration includes light-time; Ecliptic applies precession and nutation.
  return Ecliptic(GeoVector(body, time, true)).elon;
}

/** Tropical apparent longitude of a graha that is a real body (one evaluation, no speed). */
export function tropicalLongitude(graha: BodyGraha, time: AstroTime): number {
  return apparentLongitude(BODY_OF[graha], time);
}

/** Tropical apparent position and speed of a graha that is a real body. */
export function tropicalPosition(graha: BodyGraha, time: AstroTime): TropicalPosition {
  const body = BODY_OF[graha];
  const longitude = apparentLongitude(body, time);
  const later = apparentLongitude(body, time.AddDays(SPEED_STEP_DAYS));
  return { longitude, speed: angleDifference(later, longitude) / SPEED_STEP_DAYS };
}
