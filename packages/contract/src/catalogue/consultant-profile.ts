import { z } from 'zod';
import { textField } from '../text-fields';
import { consultantProfileSchema } from './consultant';
import { defineCall } from '../call';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField = textField(80).regex(SLUG_PATTERN, {
  error: 'must be lower-case letters, digits and single hyphens',
});

export const consultantProfileInputSchema = z.object({ slug: slugField });
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
