import { isAppPagePath } from '@lumus/contract/site/app-page-paths';
import { unknownPathTarget } from '@lumus/contract/site/language-path';
import { lowerCaseProfileUrl } from '@lumus/contract/site/page-path';
import type { PageRedirect } from '../../lib/http/web-app';

/**
 * Where a page request is sent instead of answered (spec §2, decision 042): a profile link with
 * capitals moves for good (301) to its lower-case address; a path that is no page of the app goes
 * home, or loses its stray language prefix, with 302. Temporary on purpose: what counts as unknown
 * is today's route table, and a browser keeps a permanent redirect even after a deploy adds the
 * page. Done here rather than by the app so search engines see a redirect, not a page (soft 404).
 */
export function pageRedirect(url: string): PageRedirect | null {
  const lowerCase = lowerCaseProfileUrl(url);
  if (lowerCase !== null) return { location: lowerCase, status: 301 };
  if (isAppPagePath(url)) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  return { location: unknownPathTarget({ pathname, search, hash: '' }), status: 302 };
}
