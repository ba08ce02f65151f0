import { useLocation } from 'react-router';
import { stripLanguagePrefix } from '@lumus/contract/site/language-path';

/** Staff areas: whoever signs in there came to work there, not to the consumer home page. */
const STAFF_AREAS = ['/console', '/admin'] as const;

function isInArea(path: string, area: string): boolean {
  return path === area || path.startsWith(`${area}/`);
}

/**
 * Where the header's Login lands after a sign-in: the staff page it was pressed on, otherwise
 * null (spec §2: home). The path keeps its language prefix and query.
 */
export function headerLoginReturn(pathname: string, search: string): string | null {
  const path = stripLanguagePrefix(pathname);
  return STAFF_AREAS.some((area) => isInArea(path, area)) ? `${pathname}${search}` : null;
}

/** The current page (with its language prefix and query), to come back to after a sign-in. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
