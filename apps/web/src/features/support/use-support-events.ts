import type {
  SupportMessageEvent,
  SupportStatusEvent,
  SupportThread,
} from '@lumus/contract/support/support';
import { useEffect } from 'react';
import type { RealtimeDispatcher } from '../../lib/realtime/realtime-dispatcher';

async function sharedDispatcher(): Promise<RealtimeDispatcher> {
  const { sharedRealtime } = await import('../../lib/realtime/shared-realtime');
  return sharedRealtime();
}

/** A message into a cached thread once (the sender's own answer may have put it there first). */
export function withMessage(
  thread: SupportThread | undefined,
  event: SupportMessageEvent,
): SupportThread | undefined {
  if (thread === undefined) return undefined;
  if (thread.messages.some((message) => message.id === event.message.id)) return thread;
  return {
    ...thread,
    conversation: {
      ...thread.conversation,
      status: event.conversation.status,
      updatedAt: event.message.createdAt,
      lastMessage: event.message.internal ? thread.conversation.lastMessage : event.message.text,
    },
    messages: [...thread.messages, event.message],
  };
}

/** A resolve or reopen into a cached thread. */
export function withStatus(
  thread: SupportThread | undefined,
  event: SupportStatusEvent,
): SupportThread | undefined {
  if (thread?.conversation.id !== event.conversation.id) return thread;
  return { ...thread, conversation: { ...thread.conversation, status: event.conversation.status } };
}

/**
 * While a support screen is open, each `support:message` (a reply, the user's own message from
 * another tab, for staff every new message) is handed to `onEvent`, so it shows without a reload.
 * `onEvent` must be stable (useCallback), as `onStatus` (a resolve or reopen by staff).
 */
export function useSupportEvents(
  enabled: boolean,
  onEvent: (event: SupportMessageEvent) => void,
  onStatus?: (event: SupportStatusEvent) => void,
  realtimeFactory: () => Promise<RealtimeDispatcher> = sharedDispatcher,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let left = false;
    let stop: (() => void) | null = null;
    realtimeFactory().then(
      (realtime) => {
        if (left) return;
        const stopMessages = realtime.on('support:message', onEvent);
        const stopStatus = onStatus === undefined ? null : realtime.on('support:status', onStatus);
        stop = () => {
          stopMessages();
          stopStatus?.();
        };
      },
      (error: unknown) => {
        console.error('Live support is off: the socket client did not load', error);
      },
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [enabled, onEvent, onStatus, realtimeFactory]);
}
