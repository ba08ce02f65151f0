import type {
  ConsultantCategory,
  ConsultantLanguage,
  ConsultantStatus,
} from '@lumus/contract/catalogue/consultant';

/** One hand-written demo consultant; prices in whole rupees here, stored as paise. */
export type DemoConsultant = Readonly<{
  slug: string;
  name: string;
  bioEn: string;
  bioDe: string;
  categories: readonly ConsultantCategory[];
  languages: readonly ConsultantLanguage[];
  experienceYears: number;
  priceRupees: number;
  orderCount: number;
  status: ConsultantStatus;
}>;
