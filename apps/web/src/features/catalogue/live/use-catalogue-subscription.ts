import { useEffect } from 'react';
import { afterFirstPaint } from '../../../lib/boot/after-first-paint';
import type { RealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { applyStatusEvent } from './live-status-store';

// The tab's realtime dispatcher, loaded on first use (socket.io and zod are not in the shell).
async function sharedDispatcher(): Promise<RealtimeDispatcher> {
  const { sharedRealtime } = await import('../../../lib/realtime/shared-realtime');
  return sharedRealtime();
}

/**
 * While a list or profile is on screen: join the catalogue room (again after every reconnect) and
 * feed pushed statuses into the live store. The dispatcher checks each payload and drops a
 * malformed one.
 */
export function useCatalogueSubscription(
  realtimeFactory: () => Promise<RealtimeDispatcher> = sharedDispatcher,
): void {
  useEffect(() => {
    let left = false;
    let leave: (() => void) | null = null;
    const join = (realtime: RealtimeDispatcher) => {
      const subscribe = () => {
        realtime.emit('catalogue:subscribe');
      };
      const stopConnect = realtime.onConnect(subscribe);
      const stopStatus = realtime.on('consultant:status', applyStatusEvent);
      if (realtime.connected) subscribe();
      leave = () => {
        stopConnect();
        stopStatus();
        realtime.emit('catalogue:unsubscribe');
      };
    };
    // The socket client and the event schemas load once the page has painted: the list, home and
    // profile show the loaded statuses first, and live changes follow a moment later.
    afterFirstPaint()
      .then(realtimeFactory)
      .then(
        (realtime) => {
          // The page may have been left while the socket client was loading.
          if (!left) join(realtime);
        },
        (error: unknown) => {
          console.error('Live statuses are off: the socket client did not load', error);
        },
      );
    return () => {
      left = true;
      leave?.();
    };
  }, [realtimeFactory]);
}
