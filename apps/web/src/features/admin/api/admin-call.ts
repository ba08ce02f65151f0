import { ADMIN_PATHS, type AdminPathKey } from '@lumus/contract/admin/admin-paths';
import type { z } from 'zod';
import { api } from '../../../lib/api/api';
import type { QueryParams } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { apiPath } from '../../chat/api/api-path';

/** A read of the admin API (GET, fields in the query string); resolves to the response's data. */
export async function adminGet<S extends z.ZodType<{ data: unknown }>>(
  key: AdminPathKey,
  params: QueryParams,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>['data']> {
  const response = await api.get(apiPath(ADMIN_PATHS[key]), params, { schema, auth: true, signal });
  return response.data;
}

/** A change through the admin API (POST JSON); resolves to the response's data. */
export async function adminPost<S extends z.ZodType<{ data: unknown }>>(
  key: AdminPathKey,
  body: unknown,
  schema: S,
): Promise<z.output<S>['data']> {
  const response = await api.postJson(apiPath(ADMIN_PATHS[key]), body, { schema, auth: true });
  return response.data;
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
