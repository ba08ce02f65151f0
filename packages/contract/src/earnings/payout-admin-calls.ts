import { z } from 'zod';
import { adminCall } from '../admin/admin-calls';
import { idField, intField } from '../fields';
import { isoDateField } from '../text-fields';
import { downloadSchema, payoutSchema } from './earnings';
import { currencyCodeSchema, payoutMarketSchema } from './payout-methods';

/** The largest free-minute compensation an operator may set: ₹1,000 a minute. */
export const MAX_FREE_COMPENSATION_PER_MINUTE = 100_000;

export const payoutSettingsSchema = z.object({
  /** Paise per free minute the platform pays a psychic who opted in. */
  freeCompensationPerMinute: z.number().int(),
  cycleDays: z.number().int(),
  /** Minor units of the payout currency: a smaller balance waits for the next batch. */
  minimumPayout: z.number().int(),
  withholding: z.array(z.object({ market: payoutMarketSchema, percent: z.number() })),
  /** The last whole cycle before today (UTC days), what the batch form starts with. */
  suggestedFrom: z.string(),
  suggestedTo: z.string(),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

export const PAYOUT_BATCH_STATUSES = ['created', 'paid'] as const;
export const payoutBatchSchema = z.object({
  id: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payoutCount: z.number().int(),
  totals: z.array(
    z.object({
      currency: currencyCodeSchema,
      gross: z.number().int(),
      withholding: z.number().int(),
      net: z.number().int(),
    }),
  ),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

export const payoutBatchDetailSchema = z.object({
  batch: payoutBatchSchema,
  payouts: z.array(payoutSchema),
  /** Psychics with a balance above the minimum left out for want of a payout method. */
  skippedWithoutMethod: z.array(z.string()),
});
export type PayoutBatchDetail = z.infer<typeof payoutBatchDetailSchema>;

export const adminPayoutSettingsCall = adminCall('payoutSettings', {
  summary: 'Admin: payout cycle, minimum, withholding per market and free-minute compensation',
  input: z.object({}),
  output: payoutSettingsSchema,
});

export const adminFreeCompensationSaveCall = adminCall('payoutFreeCompensationSave', {
  summary: 'Admin: sets the paise per free minute paid to psychics who opted in to free sessions',
  input: z.object({
    perMinute: intField
      .refine((n) => n >= 0, { error: 'must be at least 0' })
      .refine((n) => n <= MAX_FREE_COMPENSATION_PER_MINUTE, {
        error: `must be at most ${MAX_FREE_COMPENSATION_PER_MINUTE}`,
      }),
  }),
  output: payoutSettingsSchema,
});

export const adminPayoutBatchCreateCall = adminCall('payoutBatchCreate', {
  summary:
    'Admin: pays every psychic whose balance earned up to the period end is above the minimum',
  input: z.object({ from: isoDateField, to: isoDateField }),
  output: payoutBatchDetailSchema,
});

export const adminPayoutBatchesCall = adminCall('payoutBatchesList', {
  summary: 'Admin: payout batches, newest first',
  input: z.object({}),
  output: z.object({ items: z.array(payoutBatchSchema) }),
});

export const adminPayoutBatchGetCall = adminCall('payoutBatchGet', {
  summary: 'Admin: one payout batch with its payouts',
  input: z.object({ batchId: idField }),
  output: payoutBatchDetailSchema,
});

export const adminPayoutBatchExportCall = adminCall('payoutBatchExport', {
  summary: 'Admin: a batch as CSV in a bank-upload layout',
  input: z.object({ batchId: idField }),
  output: downloadSchema,
});

export const adminPayoutBatchMarkPaidCall = adminCall('payoutBatchMarkPaid', {
  summary: 'Admin: marks a batch paid (a second time changes nothing)',
  input: z.object({ batchId: idField }),
  output: payoutBatchDetailSchema,
});

export const adminPayoutMarketSetCall = adminCall('payoutMarketSet', {
  summary: 'Admin: sets the market a psychic is paid in (currency and tax withheld follow it)',
  input: z.object({ consultantId: idField, market: payoutMarketSchema }),
  output: z.object({ consultantId: z.number().int(), market: payoutMarketSchema }),
});
