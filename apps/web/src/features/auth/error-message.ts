import { z } from 'zod';
import { isApiError } from '../../lib/api/api-error';

const dataReasonSchema = z.object({ data: z.object({ reason: z.string().min(1) }) });

/**
 * The reason the server gave for a failed call: the send-code failure carries it in
 * `data.reason` (spec §8), every other failure in `reason`. Null when there was no server answer.
 */
export function serverReason(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const nested = dataReasonSchema.safeParse(error.body);
  if (nested.success) return nested.data.data.reason;
  return error.reason === '' ? null : error.reason;
}

/** A thrown error's own message (spec §8 send-code), or null when it has none. */
export function errorMessage(error: unknown): string | null {
  const reason = serverReason(error);
  if (reason !== null) return reason;
  return error instanceof Error && error.message.trim() !== '' ? error.message : null;
}
