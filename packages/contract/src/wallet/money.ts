import { z } from 'zod';
import { idField } from '../fields';

/** The base currency: every stored amount is an integer count of its minor unit (paise). */
export const BASE_CURRENCY = 'INR';
/** Paise per rupee. */
export const MINOR_PER_MAJOR = 100;

/** Smallest recharge: ₹1. */
export const MIN_PAYMENT_MINOR = 100;
/** Largest single recharge: ₹1,00,000, a sane ceiling for a prepaid chat wallet. */
export const MAX_PAYMENT_MINOR = 10_000_000;

/**
 * An amount in paise as a call field. JSON numbers and form text are both accepted, but only whole,
 * positive amounts within the limits pass: '', '1.5', '-3', '1e9', 'abc' each get a reason.
 */
export const paymentAmountField = z
  .union([z.number(), z.string().trim()], {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number'),
  })
  .transform((value, context) => {
    const amount = typeof value === 'number' ? value : parseAmountText(value);
    if (amount === undefined || !Number.isFinite(amount)) {
      context.addIssue({ code: 'custom', message: 'must be a number' });
      return z.NEVER;
    }
    if (!Number.isInteger(amount)) {
      context.addIssue({ code: 'custom', message: 'must be a whole number of paise' });
      return z.NEVER;
    }
    if (amount < MIN_PAYMENT_MINOR) {
      context.addIssue({ code: 'custom', message: `must be at least ${MIN_PAYMENT_MINOR} paise` });
      return z.NEVER;
    }
    if (amount > MAX_PAYMENT_MINOR) {
      context.addIssue({ code: 'custom', message: `must be at most ${MAX_PAYMENT_MINOR} paise` });
      return z.NEVER;
    }
    return amount;
  });

function parseAmountText(text: string): number | undefined {
  // Plain decimal notation only: Number() would also accept '', '0x10' and '1e3'.
  return /^-?\d{1,20}(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** Page of a list call, 1-based, with a bounded page size. */
export const pageFields = {
  page: idField.default(1),
  pageSize: idField.refine((size) => size <= 50, { error: 'must be at most 50' }).default(20),
};

export const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
