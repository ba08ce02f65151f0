import { z } from 'zod';
import { MARKET_CURRENCIES } from '../markets/market-currency';
import { textField } from '../text-fields';
import { consultantProfileSchema } from './consultant';
import { defineCall } from '../call';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField = textField(80).regex(SLUG_PATTERN, {
  error: 'must be lower-case letters, digits and single hyphens',
});

export const consultantProfileInputSchema = z.object({
  slug: slugField,
  /**
   * The viewer's currency (decision 045): the prices are in it; a psychic without a price in it is
   * a 404 there, as in the list. Rupees when missing.
   */
  currency: z.enum(MARKET_CURRENCIES, { error: 'must be INR or EUR' }).optional(),
});
export type ConsultantProfileInput = z.input<typeof consultantProfileInputSchema>;

export type ConsultantProfileResponse = z.infer<typeof consultantProfileCall.response>;

/** Spec §7 `freeAPI/consultant/get/by/slug/v2`: one profile by its URL slug; 404 when unknown. */
export const consultantProfileCall = defineCall({
  path: '/api/freeAPI/consultant/get/by/slug/v2',
  methods: ['GET', 'POST'],
  summary: 'One psychic profile by its slug',
  input: consultantProfileInputSchema,
  output: consultantProfileSchema,
  auth: 'none',
});
