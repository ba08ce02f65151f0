import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the browser can (`navigator.wakeLock`): a phone that
 * dims and locks mid-call may also suspend the page. The lock is lost when the page is hidden, so
 * it is asked again when the page shows.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let disposed = false;
    const request = () => {
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (disposed) void sentinel.release();
          else lock = sentinel;
        },
        () => undefined,
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, [active]);
}
