import { useCallback, useRef, useState, type RefObject } from 'react';
import {
  EMPTY_CONVERSATION,
  conversationReducer,
  type ChatRole,
  type ConversationAction,
  type ConversationState,
} from './conversation-state';
import { readUnsent, writeUnsent } from './unsent-store';

export interface ConversationStore {
  state: ConversationState;
  /** The source of truth: read it synchronously between awaits (sync loops, resends). */
  stateRef: RefObject<ConversationState>;
  /** Runs the reducer and keeps our unsent messages in sessionStorage. */
  apply: (action: ConversationAction) => void;
}

function initialState(chatId: number | null, role: ChatRole): ConversationState {
  if (chatId === null) return EMPTY_CONVERSATION;
  return readUnsent(chatId, role).reduce<ConversationState>(
    (state, m) => conversationReducer(state, { type: 'queued', senderRole: role, ...m }),
    EMPTY_CONVERSATION,
  );
}

/**
 * The messages of one side of a chat, starting from the messages a reload left unsent. The socket
 * handlers read and change the state synchronously (sync loops, resends), so the ref is the source
 * of truth and React state its rendered copy.
 */
export function useConversationStore(chatId: number | null, role: ChatRole): ConversationStore {
  const [state, setState] = useState(() => initialState(chatId, role));
  const stateRef = useRef(state);

  const apply = useCallback(
    (action: ConversationAction) => {
      const next = conversationReducer(stateRef.current, action);
      if (next === stateRef.current) return;
      stateRef.current = next;
      setState(next);
      if (chatId !== null) writeUnsent(chatId, role, next.messages);
    },
    [chatId, role],
  );

  return { state, stateRef, apply };
}
