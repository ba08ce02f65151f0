import { AstroInputError } from '@lumus/astro/errors';
import { gochara, type GocharaDay } from '@lumus/astro/gochara';
import { panchang } from '@lumus/astro/panchang';
import { SIGNS } from '@lumus/astro/zodiac';
import {
  HOROSCOPE_TIME_ZONE,
  horoscopeCall,
  personalHoroscopeCall,
  type Horoscope,
  type HoroscopeDay,
} from '@lumus/contract/astrology/horoscope';
import { DEFAULT_PANCHANG_PLACE_ID, panchangCall } from '@lumus/contract/astrology/panchang';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { birthDetails } from '../birth-details/birth-details-tables';
import type { PlaceIndex } from '../places/place-index';
import { GocharaCache } from './gochara-cache';
import { localDate, nextDate } from './local-date';

export type AstroDayDeps = Readonly<{
  db: Database;
  clock: () => Date;
  places: () => PlaceIndex;
}>;

function horoscopeOf(day: GocharaDay, moonSign: number): Horoscope {
  const forSign = day.signs[moonSign - 1];
  const nakshatra = day.moon.nakshatra;
  if (forSign === undefined) throw new Error(`no gochara for sign ${moonSign}`);
  return {
    date: day.date,
    moonSign,
    transits: forSign.transits.map(({ graha, sign, retrograde, house, area, favourable }) => ({
      graha,
      sign,
      retrograde,
      house,
      area,
      favourable,
    })),
    favourableCount: forSign.favourableCount,
    moon: {
      sign: day.moon.sign,
      nakshatra: { key: nakshatra.key, end: nakshatra.end },
      tithi: { key: day.moon.tithi.key, paksha: day.moon.tithi.paksha, end: day.moon.tithi.end },
      nextSign:
        day.moon.nextSign === null
          ? null
          : { sign: day.moon.nextSign.sign, at: day.moon.nextSign.at },
    },
  };
}

/** Panchang of any date and place, daily horoscopes per Moon sign, and a saved person's own. */
export function registerAstroDayRoutes(app: FastifyInstance, deps: AstroDayDeps): void {
  const { db } = deps;
  const days = new GocharaCache(gochara);
  const dateOf = (day: HoroscopeDay) => {
    const today = localDate(deps.clock(), HOROSCOPE_TIME_ZONE);
    return day === 'today' ? today : nextDate(today);
  };

  registerCall(app, panchangCall, (input) => {
    const placeId = input.place ?? DEFAULT_PANCHANG_PLACE_ID;
    const place = deps.places().byId(placeId);
    if (place === undefined) {
      throw new CallFailure(400, 'place is not a known place; choose one from the place search');
    }
    const date = input.date ?? localDate(deps.clock(), place.timeZone);
    try {
      const day = panchang({
        date,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
      });
      return Promise.resolve({
        place,
        panchang: {
          ...day,
          vara: { key: day.vara.key, sanskrit: day.vara.sanskrit, lord: day.vara.lord },
          tithi: [...day.tithi],
          nakshatra: [...day.nakshatra],
          yoga: [...day.yoga],
          karana: [...day.karana],
        },
      });
    } catch (error) {
      if (error instanceof AstroInputError) throw new CallFailure(400, error.message);
      throw error;
    }
  });

  registerCall(app, horoscopeCall, ({ day, sign }) =>
    Promise.resolve(horoscopeOf(days.get(dateOf(day)), SIGNS.indexOf(sign) + 1)),
  );

  registerCall(app, personalHoroscopeCall, async ({ id }, { user }) => {
    const [row] = await db
      .select({ id: birthDetails.id, name: birthDetails.name, kundli: birthDetails.kundli })
      .from(birthDetails)
      .where(
        id === undefined
          ? eq(birthDetails.userId, user.id)
          : and(eq(birthDetails.userId, user.id), eq(birthDetails.id, id)),
      )
      .orderBy(asc(birthDetails.id))
      .limit(1);
    if (row === undefined) {
      if (id !== undefined) throw new CallFailure(404, `No saved person with id ${id}.`);
      return null;
    }
    const moonSign = row.kundli.planets.Moon.sign;
    return {
      personId: row.id,
      name: row.name,
      horoscope: horoscopeOf(days.get(dateOf('today')), moonSign),
    };
  });
}
