import {
  consultantStatusEventSchema,
  type CatalogueClientToServerEvents,
  type CatalogueServerToClientEvents,
} from '@lumus/contract/realtime/catalogue-events';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket } from '../../../lib/realtime/socket';
import { applyStatusEvent } from './live-status-store';

type CatalogueSocket = Socket<CatalogueServerToClientEvents, CatalogueClientToServerEvents>;

/**
 * While a list or profile is on screen: join the catalogue room (again after every reconnect) and
 * feed pushed statuses into the live store. Payloads are checked before use; a malformed one is
 * dropped.
 */
export function useCatalogueSubscription(socketFactory: () => Socket = getSocket): void {
  useEffect(() => {
    const socket = socketFactory() as CatalogueSocket;
    const join = () => {
      socket.emit('catalogue:subscribe');
    };
    const onStatus = (payload: unknown) => {
      const parsed = consultantStatusEventSchema.safeParse(payload);
      if (parsed.success) applyStatusEvent(parsed.data);
    };
    socket.on('connect', join);
    socket.on('consultant:status', onStatus);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('consultant:status', onStatus);
      socket.emit('catalogue:unsubscribe');
    };
  }, [socketFactory]);
}
