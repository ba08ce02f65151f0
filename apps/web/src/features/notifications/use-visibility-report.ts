import { PAGE_VISIBILITY_EVENT, type PageVisibility } from '@lumus/contract/push/push-payload';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket } from '../../lib/realtime/socket';

/**
 * Tells the server whether this page is being looked at, so it pushes a message or a request
 * only to someone who would not see it otherwise (decision 033). Said on every (re)connection and
 * visibility change; leaving the page says "not looking" (the socket stays open for other pages).
 */
export function useVisibilityReport(
  { console }: { console: boolean },
  socketFactory: () => Socket = getSocket,
) {
  useEffect(() => {
    const socket = socketFactory();
    const report = (visible: boolean) => {
      const state: PageVisibility = { visible, console };
      socket.emit(PAGE_VISIBILITY_EVENT, state, () => undefined);
    };
    const onChange = () => {
      report(document.visibilityState === 'visible');
    };
    if (socket.connected) onChange();
    socket.on('connect', onChange);
    document.addEventListener('visibilitychange', onChange);
    return () => {
      socket.off('connect', onChange);
      document.removeEventListener('visibilitychange', onChange);
      report(false);
    };
  }, [console, socketFactory]);
}
