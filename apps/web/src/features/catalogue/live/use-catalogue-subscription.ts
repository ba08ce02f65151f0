import type {
  CatalogueClientToServerEvents,
  CatalogueServerToClientEvents,
} from '@lumus/contract/realtime/catalogue-events';
import type * as CatalogueEventsModule from '@lumus/contract/realtime/catalogue-events';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { afterFirstPaint } from '../../../lib/boot/after-first-paint';
import { applyStatusEvent } from './live-status-store';

type CatalogueSocket = Socket<CatalogueServerToClientEvents, CatalogueClientToServerEvents>;
type CatalogueEvents = typeof CatalogueEventsModule;

// The tab's one socket client, loaded on first use (socket.io is not in the shell).
async function sharedSocket(): Promise<CatalogueSocket> {
  const { getSocket } = await import('../../../lib/realtime/socket');
  return getSocket();
}

/**
 * While a list or profile is on screen: join the catalogue room (again after every reconnect) and
 * feed pushed statuses into the live store. Payloads are checked before use; a malformed one is
 * dropped.
 */
export function useCatalogueSubscription(
  socketFactory: () => Promise<CatalogueSocket> = sharedSocket,
): void {
  useEffect(() => {
    let left = false;
    let leave: (() => void) | null = null;
    const join = (socket: CatalogueSocket, events: CatalogueEvents) => {
      const subscribe = () => {
        socket.emit('catalogue:subscribe');
      };
      const onStatus = (payload: unknown) => {
        const parsed = events.consultantStatusEventSchema.safeParse(payload);
        if (parsed.success) applyStatusEvent(parsed.data);
      };
      socket.on('connect', subscribe);
      socket.on('consultant:status', onStatus);
      if (socket.connected) subscribe();
      leave = () => {
        socket.off('connect', subscribe);
        socket.off('consultant:status', onStatus);
        socket.emit('catalogue:unsubscribe');
      };
    };
    // The socket client and the event schema load once the page has painted: the list, home and
    // profile show the loaded statuses first, and live changes follow a moment later.
    afterFirstPaint()
      .then(() =>
        Promise.all([socketFactory(), import('@lumus/contract/realtime/catalogue-events')]),
      )
      .then(
        ([socket, events]) => {
          // The page may have been left while the socket client was loading.
          if (!left) join(socket, events);
        },
        (error: unknown) => {
          console.error('Live statuses are off: the socket client did not load', error);
        },
      );
    return () => {
      left = true;
      leave?.();
    };
  }, [socketFactory]);
}
