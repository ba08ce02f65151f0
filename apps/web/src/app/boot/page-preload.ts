import { PAGE_MODULES } from '../page-modules';
import { stripLanguagePrefix } from '@lumus/contract/site/language-path';
import { routeOfPath } from './page-of-path';

/**
 * Starts downloading the code of the page at `pathname` now, in parallel with React and the
 * shell, instead of after them when the router asks for it: one slow-network round trip less
 * before a first visit's page appears. The router's own import of the same module then finds it
 * loaded, and reports any failure itself.
 */
export function preloadPage(pathname: string): void {
  const route = routeOfPath(stripLanguagePrefix(pathname));
  if (route === null) return;
  PAGE_MODULES[route.page.module]().catch(() => undefined);
}
