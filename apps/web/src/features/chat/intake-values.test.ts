import { describe, expect, it } from 'vitest';
import {
  prefillFromProfile,
  toIntakeInput,
  validateIntake,
  type IntakeValues,
} from './intake-values';

const valid: IntakeValues = {
  name: 'Asha Rao',
  gender: 'FEMALE',
  birthDate: '1990-04-12',
  birthTime: '06:30',
  birthTimeUnknown: false,
  birthPlace: 'Pune, India',
  placeId: null,
};
const today = '2026-11-21';

describe('prefillFromProfile', () => {
  it('takes name, gender, date and time from the stored profile; the place is chosen, not typed', () => {
    expect(
      prefillFromProfile({
        id: 7,
        name: 'Asha',
        lastName: 'Rao',
        gender: 'female',
        dob: '12-04-1990',
        timeOfBirth: '06:30:00',
        placeOfBirth: 'Luckn',
      }),
    ).toEqual({ ...valid, birthPlace: '', placeId: null });
  });

  it('leaves fields empty that a fresh profile does not have, and reads ISO timestamps', () => {
    expect(prefillFromProfile({ id: 7, dob: '1990-04-12T00:00:00.000Z', gender: 'x' })).toEqual({
      name: '',
      gender: '',
      birthDate: '1990-04-12',
      birthTime: '',
      birthTimeUnknown: false,
      birthPlace: '',
      placeId: null,
    });
    expect(prefillFromProfile(null).name).toBe('');
  });
});

describe('validateIntake', () => {
  it('accepts a complete form', () => {
    expect(validateIntake(valid, today)).toEqual({});
  });

  it('names every missing field at once', () => {
    const empty: IntakeValues = {
      name: '  ',
      gender: '',
      birthDate: '',
      birthTime: '',
      birthTimeUnknown: false,
      birthPlace: '',
      placeId: null,
    };
    expect(validateIntake(empty, today)).toEqual({
      name: 'name_required',
      gender: 'gender_required',
      birthDate: 'birth_date_required',
      birthTime: 'birth_time_required',
      birthPlace: 'birth_place_required',
    });
  });

  it('rejects impossible, future and pre-1900 dates', () => {
    expect(validateIntake({ ...valid, birthDate: '1990-02-30' }, today).birthDate).toBe(
      'birth_date_invalid',
    );
    expect(validateIntake({ ...valid, birthDate: '2026-11-22' }, today).birthDate).toBe(
      'birth_date_future',
    );
    expect(validateIntake({ ...valid, birthDate: '1899-12-31' }, today).birthDate).toBe(
      'birth_date_too_early',
    );
  });

  it('needs no birth time when the user does not know it, and sends null then', () => {
    const unknown = { ...valid, birthTime: '', birthTimeUnknown: true };
    expect(validateIntake(unknown, today)).toEqual({});
    expect(toIntakeInput(unknown, 12)).toEqual({
      consultantId: 12,
      name: 'Asha Rao',
      gender: 'FEMALE',
      birthDate: '1990-04-12',
      birthTime: null,
      birthTimeUnknown: true,
      birthPlace: 'Pune, India',
    });
  });

  it('sends the chosen suggestion as placeId, and no placeId for a typed place', () => {
    expect(toIntakeInput({ ...valid, placeId: 1259229 }, 12)).toMatchObject({
      birthPlace: 'Pune, India',
      placeId: 1259229,
    });
    expect(toIntakeInput(valid, 12)).not.toHaveProperty('placeId');
  });
});
