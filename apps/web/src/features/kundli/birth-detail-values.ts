import type { Gender, SaveBirthDetailInput } from '@lumus/contract/astrology/birth-details';
import type { Place } from '@lumus/contract/astrology/place-search';
import { dateProblem } from '../compatibility/compatibility-dates';

export interface BirthDetailValues {
  name: string;
  gender: Gender | '';
  birthDate: string;
  birthTime: string;
  birthTimeUnknown: boolean;
  /** What the place field shows. */
  placeText: string;
  /** The place chosen from the list; typing again clears it. */
  place: Place | null;
}

export const EMPTY_BIRTH_DETAIL: BirthDetailValues = {
  name: '',
  gender: '',
  birthDate: '',
  birthTime: '',
  birthTimeUnknown: false,
  placeText: '',
  place: null,
};

export type BirthDetailField = 'name' | 'gender' | 'birthDate' | 'birthTime' | 'place';
/** Keys under `kundli.errors`. */
type BirthDetailProblem =
  | 'name'
  | 'gender'
  | 'date_required'
  | 'date_invalid'
  | 'date_too_early'
  | 'date_future'
  | 'time'
  | 'place';
export type BirthDetailErrors = Partial<Record<BirthDetailField, BirthDetailProblem>>;

/** The same rules as the server, so the user hears about every problem before sending. */
export function validateBirthDetail(values: BirthDetailValues, today: string): BirthDetailErrors {
  const errors: BirthDetailErrors = {};
  if (values.name.trim() === '') errors.name = 'name';
  if (values.gender === '') errors.gender = 'gender';
  const date = dateProblem(values.birthDate, today);
  if (date !== null) errors.birthDate = `date_${date}`;
  if (!values.birthTimeUnknown && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.birthTime)) {
    errors.birthTime = 'time';
  }
  if (values.place === null) errors.place = 'place';
  return errors;
}

/** The call's input for valid values (validate first). */
export function toSaveInput(values: BirthDetailValues): SaveBirthDetailInput {
  return {
    name: values.name.trim(),
    gender: values.gender === '' ? 'OTHER' : values.gender,
    birthDate: values.birthDate,
    birthTime: values.birthTimeUnknown ? null : values.birthTime,
    birthTimeUnknown: values.birthTimeUnknown,
    placeId: values.place?.id,
  };
}
