import { normalizeDegrees } from './angles';
import { tropicalAscendant } from './ascendant';
import { toAstroTime } from './astro-time';
import { meanLahiriAyanamsa, trueLahiriAyanamsa } from './ayanamsa';
import { BODY_GRAHAS, type Graha } from './grahas';
import { nakshatraOf } from './nakshatra';
import { meanNode, trueNode, type NodeKind } from './nodes';
import { tropicalPosition } from './planet-positions';
import { checkLatitude, checkLongitude, parseInstant } from './validation';
import { signOf } from './zodiac';

export interface KundliInput {
  /** Moment of birth: a Date or an ISO 8601 date-time with zone (`Z` or offset). */
  readonly utc: Date | string;
  /** Degrees, north positive, strictly between -90 and 90. */
  readonly latitude: number;
  /** Degrees, east positive, -180 to 180. */
  readonly longitude: number;
  /** Rahu/Ketu from the mean node (default) or the true (osculating) node. */
  readonly node?: NodeKind;
}

export interface Placement {
  /** Sidereal (Lahiri) longitude in degrees, [0, 360). */
  readonly longitude: number;
  /** 1–12, 1 = Aries. */
  readonly sign: number;
  /** 1–27, 1 = Ashwini. */
  readonly nakshatra: number;
  /** 1–4. */
  readonly pada: number;
  /** Whole-sign house counted from the ascendant's sign, 1–12. */
  readonly house: number;
  readonly retrograde: boolean;
}

export interface PlanetPlacement extends Placement {
  /** Degrees per day in sidereal longitude; negative means retrograde. */
  readonly speed: number;
}

export interface Kundli {
  /** True Lahiri ayanamsa at the moment (mean + nutation), degrees. */
  readonly ayanamsa: number;
  readonly node: NodeKind;
  readonly ascendant: Placement;
  readonly planets: Readonly<Record<Graha, PlanetPlacement>>;
}

function place(longitude: number, ascendantSign: number) {
  const sign = signOf(longitude);
  return {
    longitude,
    sign,
    ...nakshatraOf(longitude),
    house: ((sign - ascendantSign + 12) % 12) + 1,
  };
}

/** Sidereal birth chart (Lahiri ayanamsa, whole-sign houses) for a moment and place. */
export function kundli(input: KundliInput): Kundli {
  const instant = parseInstant(input.utc, 'utc');
  const latitude = checkLatitude(input.latitude);
  const longitude = checkLongitude(input.longitude);
  const nodeKind = input.node ?? 'mean';

  const time = toAstroTime(instant);
  const ayanamsa = trueLahiriAyanamsa(time);
  const ascendantLongitude = normalizeDegrees(
    tropicalAscendant(time, latitude, longitude) - ayanamsa,
  );
  const ascendantSign = signOf(ascendantLongitude);

  const planets: Partial<Record<Graha, PlanetPlacement>> = {};
  for (const graha of BODY_GRAHAS) {
    const tropical = tropicalPosition(graha, time);
    planets[graha] = {
      ...place(normalizeDegrees(tropical.longitude - ayanamsa), ascendantSign),
      speed: tropical.speed,
      retrograde: tropical.speed < 0,
    };
  }
  // Node longitudes are referred to the mean equinox, so the mean ayanamsa applies (no nutation).
  const node = nodeKind === 'mean' ? meanNode(time) : trueNode(time);
  const rahu = normalizeDegrees(node.longitude - meanLahiriAyanamsa(time));
  const nodeMotion = { speed: node.speed, retrograde: node.speed < 0 };
  planets.Rahu = { ...place(rahu, ascendantSign), ...nodeMotion };
  planets.Ketu = { ...place(normalizeDegrees(rahu + 180), ascendantSign), ...nodeMotion };

  return {
    ayanamsa,
    node: nodeKind,
    ascendant: { ...place(ascendantLongitude, ascendantSign), retrograde: false },
    planets: planets as Record<Graha, PlanetPlacement>,
  };
}
