import { MAX_MESSAGE_LENGTH, type ChatMessage } from '@lumus/contract/chat/chat-order';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import {
  RealtimeRefusal,
  type RealtimeDispatcher,
} from '../../../lib/realtime/realtime-dispatcher';
import { randomId } from '../../../lib/session/random-id';
import { ACK_TIMEOUT_MS, RETRY_MS } from './chat-socket';
import {
  unsentMessages,
  type ChatRole,
  type ConversationAction,
  type ConversationState,
} from './conversation-state';

const CLIENT_ID_LENGTH = 24;

export interface Outbox {
  /** Sends our oldest unacked message, unless one is on its way already or the socket is offline. */
  sendNext: () => void;
  /** Queues a new message (shown as sending at once) and sends it when its turn comes. */
  enqueue: (text: string) => void;
  /** Forgets what was on its way: after a disconnect everything unacked goes out again. */
  forgetInFlight: () => void;
}

/**
 * Our messages until the server's ack, sent one at a time in the order they were written: the next
 * goes out when the one before it is acked or refused. Each has a client id and stays 'sending'
 * until acked; no answer in time on a live connection sends the same one again (stored once), a
 * refusal marks it failed. So a reconnect's resend, and a fast typist, keep their order whatever
 * server instance stores them (issue 29).
 */
export function useOutbox(
  chatId: number | null,
  role: ChatRole,
  realtimeRef: RefObject<RealtimeDispatcher | null>,
  stateRef: RefObject<ConversationState>,
  apply: (action: ConversationAction) => void,
  /** Takes the stored copy from an ack (the caller also looks for a gap before it). */
  stored: (message: ChatMessage) => void,
): Outbox {
  /** The client id on its way, if any. */
  const inFlight = useRef<string | null>(null);
  // Bumped by a disconnect: the answer to a send from before it no longer decides what comes next.
  const connection = useRef(0);
  // The next send goes through the current sendNext (a ref, as sendNext cannot name itself).
  const next = useRef<() => void>(() => undefined);

  const sendNext = useCallback(() => {
    const realtime = realtimeRef.current;
    if (chatId === null || realtime === null || !realtime.connected) return;
    if (inFlight.current !== null) return;
    const [message] = unsentMessages(stateRef.current, role);
    if (message === undefined) return;
    inFlight.current = message.clientId;
    const sentOn = connection.current;
    const payload = { chatId, clientId: message.clientId, text: message.text };
    realtime
      .ask('chat:send', payload, ACK_TIMEOUT_MS)
      .then(({ message: answer }) => {
        stored(answer);
      })
      .catch((error: unknown) => {
        // A refusal (chat over, bad text) is final.
        if (error instanceof RealtimeRefusal) {
          apply({
            type: 'failed',
            senderRole: role,
            clientId: message.clientId,
            reason: error.message,
          });
        }
      })
      .finally(() => {
        // A dropped connection resends everything, in order, after the next 'connect'.
        if (sentOn !== connection.current) return;
        inFlight.current = null;
        const unanswered = unsentMessages(stateRef.current, role).some(
          (m) => m.clientId === message.clientId,
        );
        // No answer in time on a live connection: the same one again (stored once), the later
        // ones still wait behind it.
        if (unanswered) {
          setTimeout(() => {
            next.current();
          }, RETRY_MS);
        } else {
          next.current();
        }
      });
  }, [apply, chatId, realtimeRef, role, stateRef, stored]);
  useEffect(() => {
    next.current = sendNext;
  }, [sendNext]);

  const enqueue = useCallback(
    (text: string) => {
      apply({
        type: 'queued',
        clientId: randomId(CLIENT_ID_LENGTH),
        senderRole: role,
        text: text.slice(0, MAX_MESSAGE_LENGTH),
        createdAt: new Date().toISOString(),
      });
      sendNext();
    },
    [apply, role, sendNext],
  );

  const forgetInFlight = useCallback(() => {
    connection.current += 1;
    inFlight.current = null;
  }, []);

  return { sendNext, enqueue, forgetInFlight };
}
