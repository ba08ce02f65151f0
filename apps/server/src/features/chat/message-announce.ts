import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import { notifyMessage } from './chat-notify';

/**
 * Pushes again the messages of `sender` that the other side has not confirmed (no delivered
 * receipt), when the sender turns up with them: a resend that finds its stored copy, or a catch-up
 * (`chat:sync`) that returns messages the sender never had an answer for. An instance that dies
 * after PostgreSQL committed a message but before its push leaves such a message behind; this is
 * what gets it to the other side (issue 29, decision 027).
 *
 * A second push of a message the other side already has is harmless: clients keep messages by
 * sender and client id, ordered by seq, so it shows once.
 */
export function announceUnconfirmed(
  io: RealtimeServer,
  messages: readonly ChatMessage[],
  sender: ChatMessage['senderRole'],
): void {
  for (const message of messages) {
    if (message.senderRole === sender && message.deliveredAt === null) notifyMessage(io, message);
  }
}
