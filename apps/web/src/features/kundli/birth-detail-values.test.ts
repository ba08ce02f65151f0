import { describe, expect, it } from 'vitest';
import { EMPTY_BIRTH_DETAIL, toSaveInput, validateBirthDetail } from './birth-detail-values';

const pune = {
  id: 1259229,
  name: 'Pune',
  region: 'Maharashtra',
  country: 'IN',
  latitude: 18.5,
  longitude: 73.9,
  timeZone: 'Asia/Kolkata',
  population: 2_935_744,
};

describe('birth detail form values', () => {
  it('names every missing field at once', () => {
    expect(validateBirthDetail(EMPTY_BIRTH_DETAIL, '2026-06-15')).toEqual({
      name: 'name',
      gender: 'gender',
      birthDate: 'date_required',
      birthTime: 'time',
      place: 'place',
    });
  });

  it('rejects impossible, early and future dates and out-of-range times; a typed place is not enough', () => {
    const base = {
      ...EMPTY_BIRTH_DETAIL,
      name: 'Asha',
      gender: 'FEMALE' as const,
      placeText: 'Pune',
    };
    expect(
      validateBirthDetail({ ...base, birthDate: '2023-02-29', birthTime: '24:00' }, '2026-06-15'),
    ).toEqual({
      birthDate: 'date_invalid',
      birthTime: 'time',
      place: 'place',
    });
    expect(
      validateBirthDetail(
        { ...base, birthDate: '1899-12-31', birthTime: '12:60', place: pune },
        '2026-06-15',
      ),
    ).toEqual({
      birthDate: 'date_too_early',
      birthTime: 'time',
    });
    expect(
      validateBirthDetail(
        { ...base, birthDate: '2026-06-16', birthTimeUnknown: true, place: pune },
        '2026-06-15',
      ),
    ).toEqual({
      birthDate: 'date_future',
    });
  });

  it('sends the chosen place id and no time when the time is unknown', () => {
    const values = {
      ...EMPTY_BIRTH_DETAIL,
      name: ' Asha ',
      gender: 'FEMALE' as const,
      birthDate: '1990-04-12',
      birthTime: '07:30',
      birthTimeUnknown: true,
      place: pune,
    };
    expect(validateBirthDetail(values, '2026-06-15')).toEqual({});
    expect(toSaveInput(values)).toEqual({
      name: 'Asha',
      gender: 'FEMALE',
      birthDate: '1990-04-12',
      birthTime: null,
      birthTimeUnknown: true,
      placeId: 1259229,
    });
  });
});
