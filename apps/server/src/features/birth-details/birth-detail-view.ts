import type { BirthDetail, BirthDetailSummary } from '@lumus/contract/astrology/birth-details';
import { genderSchema } from '@lumus/contract/astrology/birth-details';
import { z } from 'zod';
import type { birthDetails } from './birth-details-tables';

type Row = typeof birthDetails.$inferSelect;

const kindSchema = z.enum(['exact', 'ambiguous', 'gap']);

export function birthDetailSummary(row: Row): BirthDetailSummary {
  return {
    id: row.id,
    name: row.name,
    gender: genderSchema.parse(row.gender),
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    place: {
      id: row.placeId,
      name: row.placeName,
      region: row.placeRegion,
      country: row.placeCountry,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.timeZone,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export function birthDetailView(row: Row): BirthDetail {
  return {
    ...birthDetailSummary(row),
    utcOffsetMinutes: row.utcOffsetMinutes,
    localTimeKind: kindSchema.parse(row.localTimeKind),
    birthUtc: row.birthUtc.toISOString(),
    kundli: row.kundli,
  };
}
