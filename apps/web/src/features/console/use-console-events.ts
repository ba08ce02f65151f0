import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RealtimeDispatcher } from '../../lib/realtime/realtime-dispatcher';
import { sharedRealtime } from '../../lib/realtime/shared-realtime';
import { consoleKeys } from './api/console-keys';

/**
 * Keeps every open console tab of the psychic current: the server pushes `console:queue` when the
 * queue changes and `chat:order` when one of their orders changes (to the `consultant:<id>` room
 * each authenticated socket of theirs joined), and `console:suspension` when an admin suspends
 * them or lifts it. Each refetches the queue and the history; so does a (re)connection, which may
 * have missed pushes. The dispatcher drops a malformed payload; another psychic's is ignored. The
 * hook also tells the server the console is open (`console:present`), which is what keeps the
 * psychic online.
 */
export function useConsoleEvents(
  consultantId: number,
  realtimeFactory: () => RealtimeDispatcher = sharedRealtime,
): { present: boolean } {
  const queryClient = useQueryClient();
  // Whether the server has this page as the psychic's presence (its answer to console:present).
  const [present, setPresent] = useState(false);
  useEffect(() => {
    const realtime = realtimeFactory();
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    };
    // The open console is the psychic's presence: said on every (re)connection, unsaid on leaving.
    // A closed tab says nothing; the server notices its socket going away (decision 025).
    const sayPresent = () => {
      realtime.emit('console:present', {}, (answer) => {
        setPresent(answer.ok);
      });
    };
    if (realtime.connected) sayPresent();
    const subscriptions = [
      realtime.onConnect(() => {
        refresh();
        sayPresent();
      }),
      realtime.onDisconnect(() => {
        setPresent(false);
      }),
      realtime.on('console:queue', (event) => {
        if (event.consultantId === consultantId) refresh();
      }),
      realtime.on('chat:order', ({ order }) => {
        if (order.consultantId === consultantId) refresh();
      }),
      realtime.on('console:suspension', (event) => {
        if (event.consultantId === consultantId) refresh();
      }),
    ];
    return () => {
      for (const unsubscribe of subscriptions) unsubscribe();
      if (realtime.connected) realtime.emit('console:absent', {}, () => undefined);
    };
  }, [consultantId, queryClient, realtimeFactory]);
  return { present };
}
