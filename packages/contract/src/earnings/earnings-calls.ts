import { z } from 'zod';
import { defineCall } from '../call';
import { booleanField, idField } from '../fields';
import { downloadSchema, earningLineSchema, earningTotalsSchema, payoutSchema } from './earnings';
import {
  currencyCodeSchema,
  payoutMarketSchema,
  payoutMethodSchema,
  storedPayoutMethodSchema,
  type PayoutMethod,
} from './payout-methods';

/** The longest period the earnings page asks for at once. */
export const MAX_EARNINGS_PERIOD_DAYS = 400;
/** The newest lines of a period sent at most; the totals still cover all of it. */
export const MAX_EARNING_LINES = 500;

const instantField = z.iso.datetime({ error: 'must be an ISO date and time', offset: true });

export const consoleEarningsInputSchema = z
  .object({ from: instantField, to: instantField })
  .refine((input) => Date.parse(input.from) < Date.parse(input.to), {
    error: 'from must be before to',
    path: ['to'],
  })
  .refine(
    (input) =>
      Date.parse(input.to) - Date.parse(input.from) <= MAX_EARNINGS_PERIOD_DAYS * 86_400_000,
    { error: `the period must be at most ${MAX_EARNINGS_PERIOD_DAYS} days`, path: ['to'] },
  );

export const balanceSchema = z.object({ currency: currencyCodeSchema, owed: z.number().int() });

export const consoleEarningsSchema = z.object({
  lines: z.array(earningLineSchema),
  /** More lines in the period than sent (only the newest MAX_EARNING_LINES). */
  truncated: z.boolean(),
  totals: z.array(earningTotalsSchema),
  /** What the platform owes now, over all time, per currency. */
  balances: z.array(balanceSchema),
  acceptsFreeSessions: z.boolean(),
  /** Paise per free minute the platform pays (in INR; converted to the payout currency when earned). */
  freeCompensationPerMinute: z.number().int(),
  market: payoutMarketSchema,
  withholdingPercent: z.number(),
  cycleDays: z.number().int(),
  minimumPayout: z.number().int(),
});
export type ConsoleEarnings = z.infer<typeof consoleEarningsSchema>;

export const consoleEarningsCall = defineCall({
  path: '/api/console/earnings/get',
  methods: 'GET',
  summary: "The psychic's earnings ledger for a period, the totals and the balance owed",
  input: consoleEarningsInputSchema,
  output: consoleEarningsSchema,
  auth: 'user',
});

export const consoleFreeSessionsCall = defineCall({
  path: '/api/console/earnings/free-sessions',
  methods: 'POST',
  summary: 'The psychic opts in or out of free sessions (paid by the platform per free minute)',
  input: z.object({ accept: booleanField }),
  output: z.object({ acceptsFreeSessions: z.boolean() }),
  auth: 'user',
});

export const payoutProfileSchema = z.object({
  market: payoutMarketSchema,
  currency: currencyCodeSchema,
  method: storedPayoutMethodSchema.nullable(),
  allowedKinds: z.array(z.enum(['bank_in', 'upi', 'sepa'])),
});
export type PayoutProfile = z.infer<typeof payoutProfileSchema>;
export type { PayoutMethod };

export const consolePayoutProfileCall = defineCall({
  path: '/api/console/payouts/profile/get',
  methods: 'GET',
  summary: "The psychic's market, payout currency and payout method",
  input: z.object({}),
  output: payoutProfileSchema,
  auth: 'user',
});

export const consolePayoutMethodSaveCall = defineCall({
  path: '/api/console/payouts/method/save',
  methods: 'POST',
  summary:
    "Saves the psychic's payout method (bank account + IFSC or UPI id in India, IBAN in Germany)",
  input: z.object({ method: payoutMethodSchema }),
  output: payoutProfileSchema,
  auth: 'user',
});

export const consolePayoutsCall = defineCall({
  path: '/api/console/payouts/list',
  methods: 'GET',
  summary: "The psychic's payouts, newest first",
  input: z.object({}),
  output: z.object({ items: z.array(payoutSchema) }),
  auth: 'user',
});

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;

export const consoleStatementCall = defineCall({
  path: '/api/console/payouts/statement',
  methods: 'GET',
  summary: "One payout cycle's statement (its lines, withholding and payout) as CSV or PDF",
  input: z.object({
    payoutId: idField,
    format: z.enum(STATEMENT_FORMATS, { error: 'must be csv or pdf' }),
  }),
  output: downloadSchema,
  auth: 'user',
});
