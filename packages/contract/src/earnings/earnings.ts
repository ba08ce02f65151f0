import { z } from 'zod';
import { currencyCodeSchema } from './payout-methods';

/**
 * Kinds of line in a psychic's earnings ledger. Lines are only ever added: a refund after the end
 * is a `clawback` line with its reason, never a rewrite of the session line (decision 038).
 */
export const EARNING_LINE_KINDS = [
  'session',
  'clawback',
  'free_compensation',
  'withholding',
  'payout',
] as const;
export const earningLineKindSchema = z.enum(EARNING_LINE_KINDS);
export type EarningLineKind = z.infer<typeof earningLineKindSchema>;

export const earningLineSchema = z.object({
  id: z.number().int(),
  kind: earningLineKindSchema,
  /** Minor units of `currency`; negative for clawbacks, withholding and payouts. */
  amount: z.number().int(),
  currency: currencyCodeSchema,
  /**
   * What the line was booked from, in the currency the session was charged in (decision 045):
   * the same as `amount`/`currency` when no conversion was needed (a euro session paid out in
   * euros), otherwise the charge the operator's rate converted at booking (decision 052).
   */
  sourceAmount: z.number().int(),
  sourceCurrency: currencyCodeSchema,
  sessionId: z.number().int().nullable(),
  payoutId: z.number().int().nullable(),
  reason: z.string().nullable(),
  occurredAt: z.string(),
});
export type EarningLine = z.infer<typeof earningLineSchema>;

/** Sums of one currency's lines over a period. */
export const earningTotalsSchema = z.object({
  currency: currencyCodeSchema,
  sessions: z.number().int(),
  clawbacks: z.number().int(),
  freeCompensation: z.number().int(),
  withholding: z.number().int(),
  payouts: z.number().int(),
  /** Earned in the period after clawbacks (sessions + clawbacks + free compensation). */
  net: z.number().int(),
});
export type EarningTotals = z.infer<typeof earningTotalsSchema>;

export const PAYOUT_STATUSES = ['processing', 'paid'] as const;
export const payoutSchema = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  consultantId: z.number().int(),
  consultantName: z.string(),
  currency: currencyCodeSchema,
  gross: z.number().int(),
  withholding: z.number().int(),
  withholdingPercent: z.number(),
  net: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  paidAt: z.string().nullable(),
  /** The payout method as it was when the batch was made, one line ("UPI asha@okhdfc"). */
  method: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** A downloadable file inside the envelope: CSV as text, PDF as base64. */
export const downloadSchema = z.object({
  filename: z.string(),
  contentType: z.enum(['text/csv', 'application/pdf']),
  encoding: z.enum(['utf8', 'base64']),
  body: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;
