import { useEffect, useState } from 'react';
import type { RealtimeFactory } from './chat-socket';
import type { ChatRole } from './conversation-state';

/** A remote "typing" without a follow-up (lost "stopped") is cleared after this long. */
const REMOTE_TYPING_MS = 6_000;

/** Whether the other side of the chat is typing: their typing events, ended by their message. */
export function useRemoteTyping(
  chatId: number | null,
  other: ChatRole,
  realtimeFactory: RealtimeFactory,
): boolean {
  const [remoteTyping, setRemoteTyping] = useState(false);
  useEffect(() => {
    if (chatId === null) return;
    const realtime = realtimeFactory();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stopTyping = realtime.on('chat:typing', (event) => {
      if (event.chatId !== chatId || event.role !== other) return;
      setRemoteTyping(event.typing);
      if (timer !== null) clearTimeout(timer);
      if (event.typing) {
        timer = setTimeout(() => {
          setRemoteTyping(false);
        }, REMOTE_TYPING_MS);
      }
    });
    const stopMessages = realtime.on('chat:message', (message) => {
      if (message.chatId === chatId && message.senderRole === other) setRemoteTyping(false);
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      stopTyping();
      stopMessages();
    };
  }, [chatId, other, realtimeFactory]);
  return remoteTyping;
}
