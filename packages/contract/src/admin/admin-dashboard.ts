import { z } from 'zod';
import { idField } from '../fields';
import { marketCurrencySchema } from '../markets/currency-amount';

/** How many UTC days the dashboard's charts cover, ending today. */
export const DASHBOARD_RANGES = [7, 30] as const;

export const adminDashboardInputSchema = z.object({
  days: idField
    .refine((days) => (DASHBOARD_RANGES as readonly number[]).includes(days), {
      error: 'must be 7 or 30',
    })
    .default(7),
});
export type AdminDashboardInput = z.input<typeof adminDashboardInputSchema>;

/**
 * The money of one currency over a day (or a sum of days), in its minor units (decision 052:
 * rupees and euros are summed apart and shown apart, never added): `sales` successful top-ups
 * without tax (net: GST is added on top in India, VAT is inside a euro price), `psychicEarnings`
 * what the sessions charged in this currency earned psychics (and free-session pay, set in
 * rupees), less clawbacks, `take` sales minus psychic earnings, `refunds` given back to wallets
 * of this currency.
 */
export const dashboardMoneySchema = z.object({
  sales: z.number().int(),
  psychicEarnings: z.number().int(),
  take: z.number().int(),
  refunds: z.number().int(),
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;
export const DASHBOARD_MONEY = ['sales', 'take', 'psychicEarnings', 'refunds'] as const;

/**
 * One UTC day (or a sum of days) of the business: the money per currency (every market currency
 * present, zeros included), `sessions` started, `newUsers` accounts created, `firstPayers` users
 * whose first successful payment fell on that day.
 */
export const dashboardFiguresSchema = z.object({
  money: z.record(marketCurrencySchema, dashboardMoneySchema),
  sessions: z.number().int(),
  newUsers: z.number().int(),
  firstPayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({
  /** `YYYY-MM-DD` (UTC). */
  day: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const adminDashboardDataSchema = z.object({
  today: dashboardFiguresSchema,
  /** Today and the six days before it. */
  lastSevenDays: dashboardFiguresSchema,
  /** Psychics not offline now (online or in a session), suspended ones left out. */
  psychicsOnline: z.number().int(),
  psychicsBusy: z.number().int(),
  /** One entry per UTC day, oldest first, ending today. */
  series: z.array(dashboardDaySchema),
});
export type AdminDashboardData = z.infer<typeof adminDashboardDataSchema>;
