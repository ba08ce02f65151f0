import {
  chatOrderEventSchema,
  consoleQueueEventSchema,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '@lumus/contract/chat/chat-events';
import { consoleSuspensionEventSchema } from '@lumus/contract/chat/console-suspension';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket } from '../../lib/realtime/socket';
import { consoleKeys } from './api/console-keys';

type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/**
 * Keeps every open console tab of the psychic current: the server pushes `console:queue` when the
 * queue changes and `chat:order` when one of their orders changes (to the `consultant:<id>` room
 * each authenticated socket of theirs joined), and `console:suspension` when an admin suspends
 * them or lifts it. Each refetches the queue and the history; so does a (re)connection, which may
 * have missed pushes. Payloads are checked, a stray one dropped. The hook also tells the server
 * the console is open (`console:present`), which is what keeps the psychic online.
 */
export function useConsoleEvents(consultantId: number, socketFactory: () => Socket = getSocket) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = socketFactory() as ChatSocket;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    };
    const onQueue = (payload: unknown) => {
      const parsed = consoleQueueEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.consultantId === consultantId) refresh();
    };
    const onOrder = (payload: unknown) => {
      const parsed = chatOrderEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.order.consultantId === consultantId) refresh();
    };
    const onSuspension = (payload: unknown) => {
      const parsed = consoleSuspensionEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.consultantId === consultantId) refresh();
    };
    // The open console is the psychic's presence: said on every (re)connection, unsaid on leaving.
    // A closed tab says nothing; the server notices its socket going away (decision 025).
    const present = () => {
      socket.emit('console:present', {}, () => undefined);
    };
    const onConnect = () => {
      refresh();
      present();
    };
    if (socket.connected) present();
    socket.on('connect', onConnect);
    socket.on('console:queue', onQueue);
    socket.on('chat:order', onOrder);
    socket.on('console:suspension', onSuspension);
    return () => {
      socket.off('connect', onConnect);
      socket.off('console:queue', onQueue);
      socket.off('chat:order', onOrder);
      socket.off('console:suspension', onSuspension);
      if (socket.connected) socket.emit('console:absent', {}, () => undefined);
    };
  }, [consultantId, queryClient, socketFactory]);
}
