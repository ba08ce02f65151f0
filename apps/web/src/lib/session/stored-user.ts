import { z } from 'zod';

/**
 * The `userData` record of spec §3 as the browser keeps it. Every field but the id is optional
 * because the record fills up over time (a fresh phone login has no name or birth data yet).
 * Unknown fields are kept so a newer server can add fields without breaking older clients.
 */
export const storedUserSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    name: z.string().nullish(),
    lastName: z.string().nullish(),
    gender: z.string().nullish(),
    dob: z.string().nullish(),
    timeOfBirth: z.string().nullish(),
    placeOfBirth: z.string().nullish(),
    timeZone: z.string().nullish(),
    email: z.string().nullish(),
    verifiedMobile: z.union([z.string(), z.boolean()]).nullish(),
    isForeign: z.boolean().nullish(),
    profile_pic: z.string().nullish(),
  })
  .loose();
export type StoredUser = z.infer<typeof storedUserSchema>;
