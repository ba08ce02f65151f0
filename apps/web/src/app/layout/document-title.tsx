import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { afterFirstPaint } from '../../lib/boot/after-first-paint';
import { toProfileLookup, useProfileHeadOf } from '../../lib/head/profile-head';
import { formatDocumentTitle, titleKeyOfMatches } from '../page-title';
import { isServerHeadOf } from './server-head';

/**
 * Keeps `document.title` on "<Title> | Lumus" for the current route and language, and the rest of
 * the head (description, canonical, hreflang, Open Graph) on the current page. An effect, not
 * React 19's <title>, because the static <title> in index.html would stay first in <head>.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = titleKeyOfMatches(useMatches());
  const title =
    key === undefined ? undefined : formatDocumentTitle(key === null ? null : t(`titles.${key}`));
  // Once the profile page has looked up its psychic, the head names them (as the server's does).
  const profileName = useProfileHeadOf(pathname);
  const profileKnown = profileName !== undefined;
  useEffect(() => {
    // The server's title may name the page's psychic, which the route table cannot; once the
    // page knows the psychic, the head updater writes the title from the same words.
    if (title !== undefined && !profileKnown && !isServerHeadOf(pathname)) document.title = title;
  }, [title, pathname, profileKnown]);
  useEffect(() => {
    let current = true;
    // The page texts of both languages are not first-load code (decision 018's budget). If the
    // chunk cannot load, the head stays behind; the next navigation tries again.
    // Description, canonical, hreflang and Open Graph follow once the page is on screen.
    afterFirstPaint()
      .then(() => import('./head-tags'))
      .then(({ updateHeadTags }) => {
        if (current) updateHeadTags(pathname, toProfileLookup(profileName));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, profileName]);
  return null;
}
