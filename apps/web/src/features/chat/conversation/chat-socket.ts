import type { ChatAckFailure } from '@lumus/contract/chat/chat-events';
import {
  RealtimeRefusal,
  type RealtimeDispatcher,
} from '../../../lib/realtime/realtime-dispatcher';
import { sharedRealtime } from '../../../lib/realtime/shared-realtime';

/** How long an acknowledgement may take before the message is sent again. */
export const ACK_TIMEOUT_MS = 10_000;
/** Wait before asking again after an ack did not come in time on a live connection. */
export const RETRY_MS = 3_000;

/** Where the conversation's pieces get the tab's realtime dispatcher (a test passes its own). */
export type RealtimeFactory = () => RealtimeDispatcher;

export const defaultRealtime: RealtimeFactory = sharedRealtime;

/** Why the conversation could not be opened: the server's ack (403 another user's, 404 none). */
export type ConversationFailure = { status: ChatAckFailure['status'] | 0; reason: string };

export function failureOf(error: unknown): ConversationFailure {
  if (error instanceof RealtimeRefusal) return { status: error.status, reason: error.message };
  return { status: 0, reason: error instanceof Error ? error.message : String(error) };
}
