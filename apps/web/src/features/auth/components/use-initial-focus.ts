import { useEffect, type RefObject } from 'react';

/**
 * Focuses an element once the dialog has opened. The dialog itself focuses its first control on
 * open (the close button); waiting a task lets this element win, or `delayMs` when the spec says.
 */
export function useInitialFocus(target: RefObject<HTMLElement | null>, delayMs = 0): void {
  useEffect(() => {
    const timer = setTimeout(() => target.current?.focus(), delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [target, delayMs]);
}
