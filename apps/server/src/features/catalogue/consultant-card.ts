import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import {
  consultantCategorySchema,
  consultantLanguageSchema,
} from '@lumus/contract/catalogue/consultant';
import type { z } from 'zod';
import { consultants } from './catalogue-tables';

/** The columns a card needs; shared by every query that returns cards. */
export const cardColumns = {
  id: consultants.id,
  slug: consultants.slug,
  displayName: consultants.displayName,
  photoPath: consultants.photoPath,
  categories: consultants.categories,
  languages: consultants.languages,
  experienceYears: consultants.experienceYears,
  pricePerMinuteMinor: consultants.pricePerMinuteMinor,
  callPricePerMinuteMinor: consultants.callPricePerMinuteMinor,
  acceptsCalls: consultants.acceptsCalls,
  rating: consultants.rating,
  reviewCount: consultants.reviewCount,
  orderCount: consultants.orderCount,
  identityVerifiedAt: consultants.identityVerifiedAt,
  status: consultants.status,
  statusChangedAt: consultants.statusChangedAt,
};

export type CardRow = Readonly<{
  id: number;
  slug: string;
  displayName: string;
  photoPath: string;
  categories: string[];
  languages: string[];
  experienceYears: number;
  pricePerMinuteMinor: number;
  callPricePerMinuteMinor: number | null;
  acceptsCalls: boolean;
  rating: number;
  reviewCount: number;
  orderCount: number;
  identityVerifiedAt: Date | null;
  status: ConsultantCard['status'];
  statusChangedAt: Date;
}>;

// A key an admin typed that the contract does not know is dropped rather than failing the page.
function known<T>(values: readonly string[], schema: z.ZodType<T>): T[] {
  return values.flatMap((value) => {
    const result = schema.safeParse(value);
    return result.success ? [result.data] : [];
  });
}

export function toCard(row: CardRow): ConsultantCard {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.displayName,
    photoUrl: row.photoPath,
    categories: known(row.categories, consultantCategorySchema),
    languages: known(row.languages, consultantLanguageSchema),
    experienceYears: row.experienceYears,
    pricePerMinuteMinor: row.pricePerMinuteMinor,
    callPricePerMinuteMinor: row.acceptsCalls ? row.callPricePerMinuteMinor : null,
    // `real` is single precision: 4.7 comes back as 4.699999809.
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    orderCount: row.orderCount,
    verified: row.identityVerifiedAt !== null,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}
