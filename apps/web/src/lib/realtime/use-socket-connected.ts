import { useCallback, useSyncExternalStore } from 'react';
import type { RealtimeDispatcher } from './realtime-dispatcher';
import { sharedRealtime } from './shared-realtime';

/**
 * Whether the tab's shared socket is connected right now. Screens that wait for a push (the
 * waitlist, the chat) show a "reconnecting" hint while it is not, since pushes sent meanwhile
 * reach them only after the reconnect's refetch.
 */
export function useSocketConnected(
  realtimeFactory: () => RealtimeDispatcher = sharedRealtime,
): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const realtime = realtimeFactory();
      const stopConnect = realtime.onConnect(onChange);
      const stopDisconnect = realtime.onDisconnect(onChange);
      realtime.open();
      return () => {
        stopConnect();
        stopDisconnect();
      };
    },
    [realtimeFactory],
  );
  return useSyncExternalStore(
    subscribe,
    () => realtimeFactory().connected,
    () => false,
  );
}
