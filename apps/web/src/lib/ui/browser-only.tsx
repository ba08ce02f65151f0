import { useSyncExternalStore, type ReactNode } from 'react';

const noChanges = () => () => undefined;

/**
 * False in a server render and in the browser's hydration of one (React takes the server's
 * answer while hydrating), true in every render after. What the browser alone knows (its storage,
 * say) is shown from then on, so the hydrated markup is the server's.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** Renders its children in the browser only: not in a server render, nor in its hydration. */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useAfterHydration() ? children : null;
}
