import { isApiError } from '../../../lib/api/api-error';

/** Query retry rule: a 403 or 404 is the answer for this chat; asking again will not change it. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 403 || error.status === 404)) return false;
  return failures < 2;
}
