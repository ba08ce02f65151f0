import { z } from 'zod';
import { envelopeSchema } from '../envelope';

/** Spec §7 "IP lookup: reads data.ip": the caller's address as this server sees it. */
export const IP_LOOKUP_PATH = '/api/user/get/ip';

export const ipLookupInputSchema = z.object({});

export const ipLookupResponseSchema = envelopeSchema(z.object({ ip: z.string() }));
