import type { Call } from '@lumus/contract/call';
import type { z } from 'zod';
import { api } from '../../../lib/api/api';
import type { CallFields, QueryParams } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';

/**
 * A read of the admin API; resolves to the answer's data. Filter fields come from form state as
 * plain query values (`filterParams`), so they are not typed by the call here.
 */
export function adminGet<Input extends z.ZodObject, Output extends z.ZodType>(
  call: Call<Input, Output>,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<z.output<Output>> {
  return api.call(call, params as CallFields<Input>, signal === undefined ? {} : { signal });
}

/** A change through the admin API; resolves to the answer's data. */
export function adminPost<Input extends z.ZodObject, Output extends z.ZodType>(
  call: Call<Input, Output>,
  body: CallFields<Input>,
): Promise<z.output<Output>> {
  return api.call(call, body);
}

/** The server's 403 for a signed-in account that is not an admin. */
export function isNotAdmin(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** Do not retry refusals (4xx): asking again gives the same answer. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2;
}

/** Drops empty filter fields so the URL carries only what is set. */
export function filterParams(fields: Record<string, string | number>): QueryParams {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}
