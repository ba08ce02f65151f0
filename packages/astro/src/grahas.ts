/** The nine grahas of a kundli, in the traditional order. */
export const GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;
export type Graha = (typeof GRAHAS)[number];

/** Grahas that are physical bodies computed from the ephemeris (the nodes are derived points). */
export type BodyGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const BODY_GRAHAS: readonly BodyGraha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
];
