import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { formatDocumentTitle, titleKeyOfMatches } from '../page-title';

/**
 * Keeps `document.title` on "<Title> | Lumus" for the current route and language. An effect, not
 * React 19's <title>, because the static <title> in index.html would stay first in <head>.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const key = titleKeyOfMatches(useMatches());
  const title =
    key === undefined ? undefined : formatDocumentTitle(key === null ? null : t(`titles.${key}`));
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  return null;
}
