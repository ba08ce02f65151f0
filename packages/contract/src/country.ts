import { z } from 'zod';

/** A country of the phone sign-in dropdown (spec §3). */
export const countrySchema = z.object({
  name: z.string(),
  /** German display name, so the dropdown reads naturally in both languages. */
  nameDe: z.string(),
  /** With a leading plus, e.g. `+91`. */
  dial_code: z.string().regex(/^\+\d{1,4}$/),
  /** ISO 3166-1 alpha-2; the flag image is `/flags/<lowercase code>.webp`. */
  code: z.string().regex(/^[A-Z]{2}$/),
  /** The country's main IANA time zone. */
  timeZone: z.string(),
  /** Every IANA zone of the country, used to pick the default country from the browser's zone. */
  timeZones: z.array(z.string()),
});
export type Country = z.infer<typeof countrySchema>;
