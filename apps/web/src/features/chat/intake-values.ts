import type { FillIntakeFormInput } from '@lumus/contract/chat/chat-calls';
import type { StoredUser } from '../../lib/session/stored-user';

export type Gender = 'MALE' | 'FEMALE' | 'OTHER';

/** What the form holds while the user types; strings as the inputs give them. */
export interface IntakeValues {
  name: string;
  gender: Gender | '';
  /** `YYYY-MM-DD` (the date input's value). */
  birthDate: string;
  /** `HH:MM` (the time input's value). */
  birthTime: string;
  birthTimeUnknown: boolean;
  birthPlace: string;
  /** The place-search suggestion the user chose (its GeoNames id); typing again clears it. */
  placeId: number | null;
}

export type IntakeField = 'name' | 'gender' | 'birthDate' | 'birthTime' | 'birthPlace';
/** Keys under `chat.intake.errors` in the locales. */
type IntakeProblem =
  | 'name_required'
  | 'name_too_long'
  | 'gender_required'
  | 'birth_date_required'
  | 'birth_date_invalid'
  | 'birth_date_future'
  | 'birth_date_too_early'
  | 'birth_time_required'
  | 'birth_place_required';
export type IntakeErrors = Partial<Record<IntakeField, IntakeProblem>>;

const GENDERS: readonly string[] = ['MALE', 'FEMALE', 'OTHER'];

/** Profiles store dates as `YYYY-MM-DD`, an ISO timestamp or `DD-MM-YYYY` / `DD/MM/YYYY`. */
function toIsoDate(dob: string | null | undefined): string {
  if (dob == null) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (iso !== null) return `${iso[1] ?? ''}-${iso[2] ?? ''}-${iso[3] ?? ''}`;
  const dayFirst = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(dob);
  if (dayFirst !== null) return `${dayFirst[3] ?? ''}-${dayFirst[2] ?? ''}-${dayFirst[1] ?? ''}`;
  return '';
}

function toTime(time: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(time ?? '');
  return match === null ? '' : `${match[1] ?? ''}:${match[2] ?? ''}`;
}

/** The form's first values from the signed-in user's profile (spec §3 `userData`). */
export function prefillFromProfile(user: StoredUser | null): IntakeValues {
  const gender = (user?.gender ?? '').toUpperCase();
  const name = [user?.name, user?.lastName].filter((part) => part != null && part !== '');
  return {
    name: name.join(' '),
    gender: GENDERS.includes(gender) ? (gender as Gender) : '',
    birthDate: toIsoDate(user?.dob),
    birthTime: toTime(user?.timeOfBirth),
    birthTimeUnknown: false,
    // The profile keeps a place as text only, and typed text gives the psychic no chart: the
    // place is chosen in the place search here instead (decision 042).
    birthPlace: '',
    placeId: null,
  };
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Every problem of the form at once, so all messages show together; `today` is `YYYY-MM-DD`. */
export function validateIntake(values: IntakeValues, today: string): IntakeErrors {
  const errors: IntakeErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'name_required';
  else if (name.length > 100) errors.name = 'name_too_long';
  if (values.gender === '') errors.gender = 'gender_required';
  if (values.birthDate === '') errors.birthDate = 'birth_date_required';
  else if (!isRealDate(values.birthDate)) errors.birthDate = 'birth_date_invalid';
  else if (values.birthDate > today) errors.birthDate = 'birth_date_future';
  else if (values.birthDate < '1900-01-01') errors.birthDate = 'birth_date_too_early';
  if (!values.birthTimeUnknown && !/^\d{2}:\d{2}$/.test(values.birthTime)) {
    errors.birthTime = 'birth_time_required';
  }
  if (values.birthPlace.trim() === '') errors.birthPlace = 'birth_place_required';
  return errors;
}

/** The call's input once `validateIntake` found nothing. */
export function toIntakeInput(values: IntakeValues, consultantId: number): FillIntakeFormInput {
  return {
    consultantId,
    name: values.name.trim(),
    gender: values.gender === '' ? 'OTHER' : values.gender,
    birthDate: values.birthDate,
    birthTime: values.birthTimeUnknown ? null : values.birthTime,
    birthTimeUnknown: values.birthTimeUnknown,
    birthPlace: values.birthPlace.trim(),
    ...(values.placeId === null ? {} : { placeId: values.placeId }),
  };
}
