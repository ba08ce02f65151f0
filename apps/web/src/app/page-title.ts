import { PRODUCT_NAME } from '@lumus/contract/constants';
import type { TitleKey } from '../lib/i18n/translation-key';

/** What a route declares in its `handle`; home-type pages declare `title: null`. */
export interface RouteHandle {
  title: TitleKey | null;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The title key of the deepest matched route that declares one; undefined if none does. */
export function titleKeyOfMatches(
  matches: readonly { handle?: unknown }[],
): TitleKey | null | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}

/** "<Title> | Lumus", or just "Lumus" for home-type pages (spec §2). */
export function formatDocumentTitle(title: string | null): string {
  return title === null ? PRODUCT_NAME : `${title} | ${PRODUCT_NAME}`;
}
