import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { idField } from '../fields';
import { marketCurrencySchema } from '../markets/currency-amount';
import { pageFields } from '../wallet/money';
import { adminPage, optionalDayField, optionalSearchField } from './admin-common';

/** A market's country code filter; '' from an empty form field means every market. */
const optionalMarketField = z
  .union([
    z.literal('').transform(() => undefined),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'must be a country code such as IN or DE' }),
  ])
  .optional();

/**
 * Invoices by market, invoice date and number, newest first. `from`/`to` are invoice dates (the
 * day printed on the invoice, in the market's invoicing zone, decision 051), so a month's figures
 * are the month a tax office sees.
 */
export const adminInvoicesInputSchema = z
  .object({
    ...pageFields,
    market: optionalMarketField,
    from: optionalDayField,
    to: optionalDayField,
    /** Part of the invoice number (`IN26-00000`, `0000012`), case-insensitive. */
    number: optionalSearchField,
  })
  .refine((input) => input.from === undefined || input.to === undefined || input.from <= input.to, {
    error: 'must not be before the first day',
    path: ['to'],
  });
export type AdminInvoicesInput = z.input<typeof adminInvoicesInputSchema>;

export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  /** The invoice date as printed (`YYYY-MM-DD`). */
  issueDate: z.string(),
  userId: z.number().int(),
  /** The buyer as the invoice names them (the account's name when it was issued). */
  userName: z.string().nullable(),
  market: z.string(),
  currency: marketCurrencySchema,
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  grossMinor: z.number().int(),
  paymentLogId: z.number().int(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** The sums of every invoice the filters match (not only the page), one row per currency. */
export const adminInvoiceTotalSchema = z.object({
  currency: marketCurrencySchema,
  count: z.number().int(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  grossMinor: z.number().int(),
});
export type AdminInvoiceTotal = z.infer<typeof adminInvoiceTotalSchema>;

export const adminInvoicesDataSchema = adminPage(adminInvoiceSchema).extend({
  totals: z.array(adminInvoiceTotalSchema),
});
export type AdminInvoicesData = z.infer<typeof adminInvoicesDataSchema>;

/** `GET /api/admin/invoices/invoice.pdf?invoiceId=&lang=`: any invoice's PDF, for admins. */
export const adminInvoicePdfInputSchema = z.object({
  invoiceId: idField,
  lang: z.enum(LANGUAGES, { error: 'must be en or de' }).optional(),
});
export type AdminInvoicePdfInput = z.input<typeof adminInvoicePdfInputSchema>;
