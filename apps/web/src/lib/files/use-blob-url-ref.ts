import { type RefCallback, useCallback } from 'react';

/**
 * A ref that shows a Blob (a chosen file, a fetched private file) in an `<img>` (its `src`) or an
 * `<a>` (its `href`) through an object URL, revoked when the element leaves or the Blob changes.
 * The URL lives with the element rather than in state, so a remount (React's strict mode attaches
 * refs twice) gets a fresh one instead of one already revoked; a server render never makes one.
 */
export function useBlobUrlRef(
  blob: Blob | null | undefined,
): RefCallback<HTMLImageElement | HTMLAnchorElement> {
  return useCallback(
    (element: HTMLImageElement | HTMLAnchorElement | null) => {
      if (element === null || blob === null || blob === undefined) return undefined;
      const url = URL.createObjectURL(blob);
      if (element instanceof HTMLAnchorElement) element.href = url;
      else element.src = url;
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}
