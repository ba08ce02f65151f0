import { useCallback, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket } from './socket';

/**
 * Whether the tab's shared socket is connected right now. Screens that wait for a push (the
 * waitlist, the chat) show a "reconnecting" hint while it is not, since pushes sent meanwhile
 * reach them only after the reconnect's refetch.
 */
export function useSocketConnected(socketFactory: () => Socket = getSocket): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const socket = socketFactory();
      socket.on('connect', onChange);
      socket.on('disconnect', onChange);
      if (!socket.active) socket.connect();
      return () => {
        socket.off('connect', onChange);
        socket.off('disconnect', onChange);
      };
    },
    [socketFactory],
  );
  return useSyncExternalStore(
    subscribe,
    () => socketFactory().connected,
    () => false,
  );
}
