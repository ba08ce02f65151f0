import { AstroInputError } from '@lumus/astro/errors';
import { kundli } from '@lumus/astro/kundli';
import { isKnownTimeZone, utcOffsetAt, type UtcOffset } from '@lumus/astro/local-time';
import type {
  BirthPlace,
  KundliData,
  SaveBirthDetailInput,
} from '@lumus/contract/astrology/birth-details';
import { CallFailure } from '../../lib/http/call-failure';
import type { PlaceIndex } from '../places/place-index';

/** A chart cast without a known birth time uses local noon: the Moon is then off by ±6.5° at most. */
const UNKNOWN_TIME_NOON = '12:00';

type Input = Pick<SaveBirthDetailInput, 'placeName' | 'latitude' | 'longitude' | 'timeZone'> & {
  placeId?: number | undefined;
};

/**
 * The birth place: a known GeoNames id, or a name with coordinates and a known IANA zone.
 * Anything else is a 400 naming what is wrong.
 */
export function resolveBirthPlace(input: Input, places: PlaceIndex): BirthPlace {
  if (input.placeId !== undefined) {
    const place = places.byId(input.placeId);
    if (place === undefined) {
      throw new CallFailure(400, 'placeId is not a known place; choose one from the place search');
    }
    const { id, name, region, country, latitude, longitude, timeZone } = place;
    return { id, name, region, country, latitude, longitude, timeZone };
  }
  const { placeName, latitude, longitude, timeZone } = input;
  const problems: string[] = [];
  if (placeName === undefined || placeName === '') problems.push('birth place is required');
  if (typeof latitude !== 'number' || !(latitude > -90 && latitude < 90)) {
    problems.push('latitude must be between -90 and 90');
  }
  if (typeof longitude !== 'number' || !(longitude >= -180 && longitude <= 180)) {
    problems.push('longitude must be between -180 and 180');
  }
  if (timeZone === undefined || !isKnownTimeZone(timeZone) || !timeZone.includes('/')) {
    problems.push('timeZone must be a time zone such as Asia/Kolkata');
  }
  if (problems.length > 0) throw new CallFailure(400, problems.join('; '));
  return {
    id: null,
    name: placeName ?? '',
    region: '',
    country: '',
    latitude: latitude as number,
    longitude: longitude as number,
    timeZone: timeZone as string,
  };
}

export interface BirthChart {
  readonly offset: UtcOffset;
  readonly kundli: KundliData;
}

/** Birth instant from the zone's historical offset, then the sidereal chart for it. */
export function castBirthChart(
  birthDate: string,
  birthTime: string | null,
  place: BirthPlace,
  now: Date,
): BirthChart {
  const offset = utcOffsetAt(place.timeZone, birthDate, birthTime ?? UNKNOWN_TIME_NOON);
  if (offset.utc.getTime() > now.getTime()) {
    throw new CallFailure(400, 'birth date and time are in the future');
  }
  try {
    const chart = kundli({ utc: offset.utc, latitude: place.latitude, longitude: place.longitude });
    return { offset, kundli: chart };
  } catch (error) {
    if (error instanceof AstroInputError) throw new CallFailure(400, error.message);
    throw error;
  }
}

/**
 * The place and chart as the columns a saved person (birth_details) and a chat intake
 * (chat_intake_forms) both store them under.
 */
export function chartColumns(place: BirthPlace, chart: BirthChart) {
  return {
    placeId: place.id,
    placeName: place.name,
    placeRegion: place.region,
    placeCountry: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    utcOffsetMinutes: chart.offset.offsetMinutes,
    localTimeKind: chart.offset.kind,
    birthUtc: chart.offset.utc,
    kundli: chart.kundli,
  };
}
