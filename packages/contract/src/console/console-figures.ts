import { z } from 'zod';
import { currencyAmountSchema } from '../markets/currency-amount';
import { defineCall } from '../call';

const BOTH = ['GET', 'POST'] as const;

/** How many days the console's performance figures look back. */
export const FIGURES_DAYS = 30;

export const consoleSummaryInputSchema = z.object({
  /**
   * The start of the psychic's own day (their device's midnight), so "today" is their day, not
   * the server's; it must lie within the last 26 hours.
   */
  dayStart: z.iso.datetime({ offset: true, error: 'must be an ISO date and time' }),
});
export type ConsoleSummaryInput = z.input<typeof consoleSummaryInputSchema>;

export const consoleFiguresSchema = z.object({
  /** Requests the psychic could answer: accepted, declined or missed (a user's withdrawal is not). */
  requests: z.number().int().nonnegative(),
  accepted: z.number().int().nonnegative(),
  declined: z.number().int().nonnegative(),
  /** Lapsed unanswered, or released because the psychic went away. */
  missed: z.number().int().nonnegative(),
  /** Whole percent of `requests` accepted; null without requests. */
  acceptanceRate: z.number().int().min(0).max(100).nullable(),
  /** From the request to the psychic's accept, on average; null without accepts. */
  averageResponseSeconds: z.number().int().nonnegative().nullable(),
  /** Time both were in a session that ended (pauses left out), on average; null without one. */
  averageSessionSeconds: z.number().int().nonnegative().nullable(),
  sessions: z.number().int().nonnegative(),
});
export type ConsoleFigures = z.infer<typeof consoleFiguresSchema>;

export const consoleSummarySchema = z.object({
  consultantId: z.number().int(),
  consultantName: z.string(),
  /**
   * The psychic's earnings from sessions that ended since `dayStart`, one sum per currency the
   * sessions were charged in (never added across currencies); none without an earning.
   */
  todayEarnings: z.array(currencyAmountSchema),
  todaySessions: z.number().int().nonnegative(),
  /** Over the last `FIGURES_DAYS` days of requests. */
  figures: consoleFiguresSchema,
  rating: z.number(),
  reviewCount: z.number().int().nonnegative(),
});
export type ConsoleSummary = z.infer<typeof consoleSummarySchema>;

export const consoleSummaryCall = defineCall({
  path: '/api/console/summary/get',
  methods: BOTH,
  summary: "The signed-in psychic's name, today's earnings and last 30 days' figures",
  input: consoleSummaryInputSchema,
  output: consoleSummarySchema,
  auth: 'user',
});
