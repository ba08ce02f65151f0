import { z } from 'zod';
import { defineCall } from '../call';

export const ipLookupInputSchema = z.object({});

/** Spec §7 "IP lookup: reads data.ip": the caller's address as this server sees it. */
export const ipLookupCall = defineCall({
  path: '/api/user/get/ip',
  methods: 'GET',
  summary: "The caller's IP address as this server sees it",
  input: ipLookupInputSchema,
  output: z.object({ ip: z.string() }),
  auth: 'none',
});
