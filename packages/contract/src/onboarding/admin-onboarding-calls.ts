import { z } from 'zod';
import { adminCall } from '../admin/admin-calls';
import { adminPage } from '../admin/admin-common';
import { idField } from '../fields';
import { textField } from '../text-fields';
import { pageFields } from '../wallet/money';
import { marketCurrencySchema } from '../markets/currency-amount';
import { priceChangeSchema, priceChangeStatusSchema } from './console-profile';
import { applicationStatusSchema, psychicApplicationSchema } from './psychic-application';

/** An application as the review queue shows it: with who applied. */
export const adminApplicationSchema = psychicApplicationSchema.extend({
  userId: z.number().int(),
  applicantName: z.string().nullable(),
  applicantPhone: z.string().nullable(),
  reviewerName: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationsInputSchema = z.object({
  ...pageFields,
  status: z
    .union([z.literal('all'), applicationStatusSchema], {
      error: 'must be all, submitted, changes_requested, approved or rejected',
    })
    .default('submitted'),
});
export type AdminApplicationsInput = z.input<typeof adminApplicationsInputSchema>;

export const APPLICATION_DECISIONS = ['approve', 'reject', 'request_changes'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** A rejection's reason and a change request's note are what the applicant reads. */
export const adminApplicationDecideInputSchema = z
  .object({
    id: idField,
    decision: z.enum(APPLICATION_DECISIONS, {
      error: `must be one of ${APPLICATION_DECISIONS.join(', ')}`,
    }),
    note: textField(2000).default(''),
  })
  .refine((input) => input.decision === 'approve' || input.note.length >= 5, {
    error: 'a reason or note of at least 5 characters is required',
    path: ['note'],
  });
export type AdminApplicationDecideInput = z.input<typeof adminApplicationDecideInputSchema>;

export const adminApplicationsListCall = adminCall('applicationsList', {
  summary: 'Admin: psychic applications, oldest first, by status',
  input: adminApplicationsInputSchema,
  output: adminPage(adminApplicationSchema),
});

export const adminApplicationGetCall = adminCall('applicationGet', {
  summary: 'Admin: one psychic application with its files',
  input: z.object({ id: idField }),
  output: adminApplicationSchema,
});

export const adminApplicationDecideCall = adminCall('applicationDecide', {
  summary: 'Admin: approve (creates the psychic), reject with a reason, or request changes',
  input: adminApplicationDecideInputSchema,
  output: adminApplicationSchema,
});

export const adminPriceChangesInputSchema = z.object({
  ...pageFields,
  status: z.union([z.literal('all'), priceChangeStatusSchema]).default('pending'),
  /** Only requests in this currency; absent or '' for both. */
  currency: z.union([z.literal('').transform(() => undefined), marketCurrencySchema]).optional(),
});
export type AdminPriceChangesInput = z.input<typeof adminPriceChangesInputSchema>;

export const adminPriceChangesListCall = adminCall('priceChangesList', {
  summary: 'Admin: psychics’ price change requests, oldest first, by status',
  input: adminPriceChangesInputSchema,
  output: adminPage(priceChangeSchema),
});

/** The longest operator note on a price change decision; the psychic reads it in the console. */
export const PRICE_CHANGE_NOTE_MAX = 500;

/** A rejection says why: the psychic reads the note next to the rejected request. */
export const adminPriceChangeDecideInputSchema = z
  .object({
    id: idField,
    decision: z.enum(['approve', 'reject'], { error: 'must be approve or reject' }),
    note: textField(PRICE_CHANGE_NOTE_MAX).default(''),
  })
  .refine((input) => input.decision === 'approve' || input.note.length >= 5, {
    error: 'a reason of at least 5 characters is required to reject',
    path: ['note'],
  });
export type AdminPriceChangeDecideInput = z.input<typeof adminPriceChangeDecideInputSchema>;

export const adminPriceChangeDecideCall = adminCall('priceChangeDecide', {
  summary: 'Admin: approve (the price changes at once) or reject a price change request',
  input: adminPriceChangeDecideInputSchema,
  output: priceChangeSchema,
});
