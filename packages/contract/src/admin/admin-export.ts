import { z } from 'zod';

export const EXPORT_KINDS = ['sessions', 'payments', 'payouts', 'invoices'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The longest period one export may cover, so one click cannot ask for the whole history twice over. */
export const MAX_EXPORT_DAYS = 366;

const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/**
 * A CSV of one kind of record for the days `from` to `to`, both included: UTC days, except for
 * invoices, which go by their invoice date (decision 051).
 */
export const adminExportInputSchema = z
  .object({
    kind: z.enum(EXPORT_KINDS, { error: 'must be sessions, payments, payouts or invoices' }),
    from: day,
    to: day,
  })
  .refine((input) => input.from <= input.to, {
    error: 'must not be before the first day',
    path: ['to'],
  })
  .refine((input) => Date.parse(input.to) - Date.parse(input.from) < MAX_EXPORT_DAYS * 86_400_000, {
    error: `may cover at most ${MAX_EXPORT_DAYS} days`,
    path: ['to'],
  });
export type AdminExportInput = z.input<typeof adminExportInputSchema>;
