import { useSyncExternalStore, type ReactNode } from 'react';

const noChanges = () => () => undefined;

/**
 * Renders its children in the browser only: not in a server render, nor in the hydration of one
 * (React takes the server's answer while hydrating, then renders again with the browser's).
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
