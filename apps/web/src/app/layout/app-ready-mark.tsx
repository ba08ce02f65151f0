import { useEffect } from 'react';

/**
 * Marks `<html data-app="ready">` once the app runs the page. A server-rendered page looks the
 * same before, but its buttons only answer from then on; browser tests wait for the mark.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
