import { chatMessageSchema } from '@lumus/contract/chat/chat-events';
import { MAX_MESSAGE_LENGTH, type ChatMessage } from '@lumus/contract/chat/chat-order';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { randomId } from '../../../lib/session/random-id';
import { ACK_TIMEOUT_MS, ChatAckError, RETRY_MS, ask, type ChatSocket } from './chat-socket';
import {
  unsentMessages,
  type ChatRole,
  type ConversationAction,
  type ConversationMessage,
  type ConversationState,
} from './conversation-state';

const CLIENT_ID_LENGTH = 24;

export interface Outbox {
  /** Sends one unacked message unless it is already on its way or the socket is offline. */
  emitSend: (message: ConversationMessage) => void;
  /** Queues a new message (shown as sending at once) and sends it. */
  enqueue: (text: string) => void;
  /** Forgets what was on its way: after a disconnect everything unacked goes out again. */
  forgetInFlight: () => void;
}

/**
 * Our messages until the server's ack: each is sent with a client id and stays 'sending' until
 * acked; no answer in time on a live connection sends it again with the same id (stored once), a
 * refusal marks it failed.
 */
export function useOutbox(
  chatId: number | null,
  role: ChatRole,
  socketRef: RefObject<ChatSocket | null>,
  stateRef: RefObject<ConversationState>,
  apply: (action: ConversationAction) => void,
): Outbox {
  const inFlight = useRef(new Set<string>());
  // A retry goes through the current emitSend (a ref, as emitSend cannot name itself).
  const retry = useRef<((message: ConversationMessage) => void) | null>(null);

  const emitSend = useCallback(
    (message: ConversationMessage) => {
      const socket = socketRef.current;
      if (chatId === null || socket === null || !socket.connected) return;
      if (inFlight.current.has(message.clientId)) return;
      inFlight.current.add(message.clientId);
      const payload = { chatId, clientId: message.clientId, text: message.text };
      ask<{ message: ChatMessage }>(
        socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:send', payload),
      )
        .then(({ message: stored }) => {
          apply({ type: 'stored', messages: [chatMessageSchema.parse(stored)] });
        })
        .catch((error: unknown) => {
          // A refusal (chat over, bad text) is final.
          if (error instanceof ChatAckError) {
            apply({
              type: 'failed',
              senderRole: role,
              clientId: message.clientId,
              reason: error.message,
            });
          }
        })
        .finally(() => {
          inFlight.current.delete(message.clientId);
          // No answer in time while still connected: try again (same client id, stored once). A
          // dropped connection instead resends everything on 'connect'.
          const unsent = unsentMessages(stateRef.current, role).some(
            (m) => m.clientId === message.clientId,
          );
          if (unsent && socket.connected) {
            setTimeout(() => {
              retry.current?.(message);
            }, RETRY_MS);
          }
        });
    },
    [apply, chatId, role, socketRef, stateRef],
  );
  useEffect(() => {
    retry.current = emitSend;
  }, [emitSend]);

  const enqueue = useCallback(
    (text: string) => {
      const clientId = randomId(CLIENT_ID_LENGTH);
      apply({
        type: 'queued',
        clientId,
        senderRole: role,
        text: text.slice(0, MAX_MESSAGE_LENGTH),
        createdAt: new Date().toISOString(),
      });
      const queued = unsentMessages(stateRef.current, role).find((m) => m.clientId === clientId);
      if (queued !== undefined) emitSend(queued);
    },
    [apply, emitSend, role, stateRef],
  );

  const forgetInFlight = useCallback(() => {
    inFlight.current.clear();
  }, []);

  return { emitSend, enqueue, forgetInFlight };
}
