/** A valid `birthdetail/save/planets` body for tests (an unknown time, a place of the index). */
export const SAMPLE_BIRTH_DETAIL = {
  name: 'Asha',
  gender: 'FEMALE',
  birthDate: '1990-04-12',
  birthTimeUnknown: true,
  placeName: 'Pune',
  latitude: 18.52,
  longitude: 73.86,
  timeZone: 'Asia/Kolkata',
} as const;
