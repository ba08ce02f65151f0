import { z } from 'zod';
import { defineCall } from '../call';
import { MARKET_CURRENCIES, TAX_MODES } from '../markets/market-currency';

/**
 * The numbers the help centre's articles quote, read from the server's configuration and the
 * admin's settings on every call, so an article never states a rule the service does not follow.
 */
export const helpFactsSchema = z.object({
  /** Free minutes of a new user's first chat right now; 0 while the offer is off. */
  freeChatMinutes: z.number().int().min(0),
  /** A chat or call starts only with a balance for this many minutes at the psychic's rate. */
  minimumBalanceMinutes: z.number().int().min(0),
  /** How long a chat paused at the end of its free minutes waits for the user's yes. */
  freeMinutesConsentSeconds: z.number().int().min(0),
  /** How long a chat waits for a psychic whose connection dropped before it ends. */
  psychicGraceSeconds: z.number().int().min(0),
  /** How long a call waits for lost audio to come back before it ends. */
  callGraceSeconds: z.number().int().min(0),
  /**
   * How each market taxes a top-up (decision 045): India adds GST on top, EU countries include
   * VAT in the price. The article quotes the viewer's market.
   */
  markets: z.array(
    z.object({
      country: z.string(),
      currency: z.enum(MARKET_CURRENCIES),
      taxMode: z.enum(TAX_MODES),
      taxPercent: z.number().min(0).max(100),
    }),
  ),
});
export type HelpFacts = z.infer<typeof helpFactsSchema>;

export const helpFactsCall = defineCall({
  path: '/api/help/facts',
  methods: 'GET',
  summary: "The figures the help centre's articles quote, from configuration (issue 24)",
  input: z.object({}),
  output: helpFactsSchema,
  auth: 'none',
});
