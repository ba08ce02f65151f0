import type { GuestChart } from '@lumus/contract/astrology/birth-details';
import { placeLabel } from '../places/place-label';
import type { IntakeValues } from './intake-values';

/**
 * A chart's birth details as the intake form's values (decision 047). With the place's id the
 * server casts the same chart for the intake, and the psychic sees it as for any intake with a
 * chosen place (decision 019); a place typed by hand (no id) gives the psychic no chart.
 */
export function intakeFromChart(
  chart: Pick<GuestChart, 'name' | 'gender' | 'birthDate' | 'birthTime' | 'place'>,
  language: string,
): IntakeValues {
  return {
    name: chart.name,
    gender: chart.gender,
    birthDate: chart.birthDate,
    birthTime: chart.birthTime ?? '',
    birthTimeUnknown: chart.birthTime === null,
    birthPlace: placeLabel(chart.place, language),
    placeId: chart.place.id,
  };
}
