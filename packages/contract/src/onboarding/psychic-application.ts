import { z } from 'zod';
import { MAX_PRICE_PER_MINUTE_MINOR } from '../admin/admin-consultants';
import { consultantCategorySchema, consultantLanguageSchema } from '../catalogue/consultant';
import { booleanField, intField } from '../fields';
import { textField } from '../text-fields';
import { MARKET_CURRENCIES, type MarketCurrency } from '../markets/market-currency';

/**
 * The psychic agreement an applicant accepts. Its text is the web's `/psychic-agreement` page
 * (en/de); a new text gets a new version, and a submission naming an older one is refused.
 */
export const PSYCHIC_AGREEMENT_VERSION = '2026-11-26';

export const APPLICATION_STATUSES = [
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The lowest price an applicant may propose: ₹5 a minute. */
export const MIN_PROPOSED_PRICE_MINOR = 500;

/**
 * The lowest proposed price per market currency (issue 27): ₹5 or €0.50 a minute, each the
 * low end of what its market's psychics ask.
 */
export const MIN_PROPOSED_PRICE: Readonly<Record<MarketCurrency, number>> = {
  INR: MIN_PROPOSED_PRICE_MINOR,
  EUR: 50,
};

/** A stored application file's id: random and unguessable (never a public URL). */
export const applicationFileIdField = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^[a-f0-9]{32}$/, { error: 'must be the id of a file you uploaded' });

export const perMinutePriceField = intField.pipe(
  z
    .number()
    .min(MIN_PROPOSED_PRICE_MINOR, { error: `must be at least ${MIN_PROPOSED_PRICE_MINOR}` })
    .max(MAX_PRICE_PER_MINUTE_MINOR, { error: `must be at most ${MAX_PRICE_PER_MINUTE_MINOR}` }),
);

function distinctList<T extends z.ZodType<string>>(item: T, max: number) {
  return z
    .array(item, { error: 'must be a list' })
    .min(1, { error: 'needs at least one entry' })
    .max(max, { error: `must have at most ${max} entries` })
    .refine((list) => new Set(list).size === list.length, { error: 'must not repeat an entry' });
}

export const psychicApplicationInputSchema = z
  .object({
    displayName: textField(80).pipe(z.string().min(2, { error: 'must be at least 2 characters' })),
    bio: textField(4000).pipe(z.string().min(40, { error: 'must be at least 40 characters' })),
    categories: distinctList(consultantCategorySchema, 6),
    languages: distinctList(consultantLanguageSchema, 6),
    experienceYears: intField.pipe(z.number().min(0).max(80, { error: 'must be at most 80' })),
    /** In minor units of `currency`; its lowest value depends on the currency. */
    pricePerMinuteMinor: intField.pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(MAX_PRICE_PER_MINUTE_MINOR, {
          error: `must be at most ${MAX_PRICE_PER_MINUTE_MINOR}`,
        }),
    ),
    /**
     * The market the applicant will serve first: the price is in its currency (a German applicant
     * proposes euros). Rupees when missing, as before markets.
     */
    currency: z.enum(MARKET_CURRENCIES, { error: 'must be INR or EUR' }).default('INR'),
    sampleAnswer: textField(4000).pipe(
      z.string().min(80, { error: 'must be at least 80 characters' }),
    ),
    idDocumentFileId: applicationFileIdField,
    photoFileId: applicationFileIdField,
    agreementVersion: z.literal(PSYCHIC_AGREEMENT_VERSION, {
      error: 'must be the current psychic agreement; please read and accept it again',
    }),
    agreementAccepted: booleanField.pipe(
      z.literal(true, { error: 'the psychic agreement must be accepted' }),
    ),
  })
  .refine((input) => input.pricePerMinuteMinor >= MIN_PROPOSED_PRICE[input.currency], {
    error: `must be at least ${MIN_PROPOSED_PRICE.INR} (INR) or ${MIN_PROPOSED_PRICE.EUR} (EUR)`,
    path: ['pricePerMinuteMinor'],
  });
export type PsychicApplicationInput = z.input<typeof psychicApplicationInputSchema>;

export const applicationFileSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const psychicApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  displayName: z.string(),
  bio: z.string(),
  categories: z.array(z.string()),
  languages: z.array(z.string()),
  experienceYears: z.number().int(),
  pricePerMinuteMinor: z.number().int(),
  currency: z.enum(MARKET_CURRENCIES),
  sampleAnswer: z.string(),
  idDocument: applicationFileSchema,
  photo: applicationFileSchema,
  agreementVersion: z.string(),
  agreementAcceptedAt: z.string(),
  /** The operator's note on changes requested, or the reason of a rejection. */
  reviewNote: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Set once approved: the catalogue profile made from the application. */
  consultantId: z.number().int().nullable(),
});
export type PsychicApplication = z.infer<typeof psychicApplicationSchema>;
