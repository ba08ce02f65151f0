import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { RealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';

/** At most one "typing" emit per this interval while the user keeps typing. */
export const TYPING_THROTTLE_MS = 2_500;
/** Typing stops counting after this long without a keystroke. */
const TYPING_IDLE_MS = 4_000;

/** Whether a new "typing" event is due (pure, so the throttle is testable). */
export function typingEmitDue(lastEmitMs: number | null, nowMs: number): boolean {
  return lastEmitMs === null || nowMs - lastEmitMs >= TYPING_THROTTLE_MS;
}

/**
 * Our side's typing signal: `notifyTyping` on every keystroke emits throttled "typing" events and
 * `stopTyping` (after an idle pause or on unmount) emits "stopped" once. `messageSent` ends the
 * typing without a "stopped": the other side stops showing it when the message arrives, so that
 * event would be one more frame each way for every message.
 */
export function useTypingNotifier(
  chatId: number | null,
  realtimeRef: RefObject<RealtimeDispatcher | null>,
): { notifyTyping: () => void; stopTyping: () => void; messageSent: () => void } {
  const typing = useRef<{ lastEmit: number | null; idle: ReturnType<typeof setTimeout> | null }>({
    lastEmit: null,
    idle: null,
  });

  const messageSent = useCallback(() => {
    const current = typing.current;
    if (current.idle !== null) clearTimeout(current.idle);
    current.idle = null;
    current.lastEmit = null;
  }, []);

  const stopTyping = useCallback(() => {
    const announced = typing.current.lastEmit !== null;
    messageSent();
    if (announced && chatId !== null) {
      realtimeRef.current?.emit('chat:typing', { chatId, typing: false });
    }
  }, [chatId, messageSent, realtimeRef]);

  const notifyTyping = useCallback(() => {
    const realtime = realtimeRef.current;
    if (chatId === null || realtime === null || !realtime.connected) return;
    const current = typing.current;
    const now = Date.now();
    if (typingEmitDue(current.lastEmit, now)) {
      current.lastEmit = now;
      realtime.emit('chat:typing', { chatId, typing: true });
    }
    if (current.idle !== null) clearTimeout(current.idle);
    current.idle = setTimeout(stopTyping, TYPING_IDLE_MS);
  }, [chatId, realtimeRef, stopTyping]);

  useEffect(() => stopTyping, [stopTyping]);

  return { notifyTyping, stopTyping, messageSent };
}
