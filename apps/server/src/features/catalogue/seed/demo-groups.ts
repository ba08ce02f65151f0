import type { DemoConsultant } from './demo-consultant';

/** The curated lists of the demo catalogue and who belongs in each. */
export type DemoGroup = Readonly<{
  slug: string;
  titleEn: string;
  titleDe: string;
  includes: (consultant: DemoConsultant) => boolean;
}>;

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    slug: 'love-and-relationships',
    titleEn: 'Love & relationships',
    titleDe: 'Liebe & Beziehungen',
    includes: (c) => c.categories.includes('love') || c.categories.includes('relationships'),
  },
  {
    slug: 'tarot-readers',
    titleEn: 'Tarot readers',
    titleDe: 'Tarot-Legerinnen und -Leger',
    includes: (c) => c.categories.includes('tarot'),
  },
  {
    slug: 'vedic-astrology',
    titleEn: 'Vedic astrology',
    titleDe: 'Vedische Astrologie',
    includes: (c) => c.categories.includes('vedic'),
  },
  {
    slug: 'career-and-money',
    titleEn: 'Career & money',
    titleDe: 'Beruf & Finanzen',
    includes: (c) => c.categories.includes('career') || c.categories.includes('finance'),
  },
  {
    slug: 'german-speaking',
    titleEn: 'German-speaking psychics',
    titleDe: 'Deutschsprachige Beratung',
    includes: (c) => c.languages.includes('de'),
  },
  {
    slug: 'new-on-lumus',
    titleEn: 'New on Lumus',
    titleDe: 'Neu bei Lumus',
    includes: (c) => c.experienceYears <= 5,
  },
];
