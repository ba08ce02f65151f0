import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { sharedRealtime } from '../../../lib/realtime/shared-realtime';
import { browserMedia } from './browser-media';
import { CallConnection } from './call-connection';
import type { CallRole, CallSnapshot } from './call-link-state';
import type { CallMedia } from './call-media';

export interface CallConnectionView extends CallSnapshot {
  setMuted: (muted: boolean) => void;
}

const IDLE: CallSnapshot = {
  state: 'starting',
  failure: null,
  failureName: null,
  muted: false,
  remoteStream: null,
};

const noSubscription = (): (() => void) => () => undefined;

/**
 * This side's audio link of call `chatId` while `active` (the order is running): one
 * `CallConnection`, started on mount and torn down (microphone off, connection closed) on unmount,
 * when the call ends or the chat id changes. A reload simply starts a new one, which rejoins.
 */
export function useCallConnection(
  chatId: number,
  role: CallRole,
  active: boolean,
  options: {
    onOrder?: (order: ChatOrder) => void;
    /** Microphone held off (the free minutes wait for consent), whatever mute says. */
    held?: boolean;
    media?: CallMedia;
    realtime?: () => RealtimeDispatcher;
  } = {},
): CallConnectionView {
  const { media = browserMedia, realtime = sharedRealtime } = options;
  const onOrder = useRef(options.onOrder);
  useEffect(() => {
    onOrder.current = options.onOrder;
  });
  const [connection, setConnection] = useState<CallConnection | null>(null);

  useEffect(() => {
    if (!active) return;
    const next = new CallConnection({
      chatId,
      role,
      realtime: realtime(),
      media,
      onOrder: (order) => onOrder.current?.(order),
    });
    next.start();
    setConnection(next);
    return () => {
      next.dispose();
      setConnection(null);
    };
  }, [active, chatId, media, realtime, role]);

  const subscribe = useCallback(
    (listener: () => void) => connection?.subscribe(listener) ?? noSubscription(),
    [connection],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => connection?.current ?? IDLE,
    () => IDLE,
  );
  const held = options.held ?? false;
  useEffect(() => {
    connection?.setHeld(held);
  }, [connection, held]);
  const setMuted = useCallback(
    (muted: boolean) => {
      connection?.setMuted(muted);
    },
    [connection],
  );
  return { ...snapshot, setMuted };
}
