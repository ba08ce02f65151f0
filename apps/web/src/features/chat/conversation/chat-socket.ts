import type {
  ChatAck,
  ChatAckFailure,
  ChatClientToServerEvents,
  ChatServerToClientEvents,
} from '@lumus/contract/chat/chat-events';
import type { Socket } from 'socket.io-client';
import { getSocket } from '../../../lib/realtime/socket';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** How long an acknowledgement may take before the message is sent again. */
export const ACK_TIMEOUT_MS = 10_000;
/** Wait before asking again after an ack did not come in time on a live connection. */
export const RETRY_MS = 3_000;

export const defaultSocket = (): ChatSocket => getSocket();

export class ChatAckError extends Error {
  constructor(
    readonly status: ChatAckFailure['status'] | 0,
    reason: string,
  ) {
    super(reason);
    this.name = 'ChatAckError';
  }
}

/** Why the conversation could not be opened: the server's ack (403 another user's, 404 none). */
export type ConversationFailure = { status: ChatAckFailure['status'] | 0; reason: string };

export function failureOf(error: unknown): ConversationFailure {
  if (error instanceof ChatAckError) return { status: error.status, reason: error.message };
  return { status: 0, reason: error instanceof Error ? error.message : String(error) };
}

/** The ack of an emit (Socket.IO's typing of `emitWithAck` is lost through `timeout`). */
export async function ask<T extends object>(request: Promise<unknown>): Promise<T> {
  const ack = (await request) as ChatAck<T>;
  if (!ack.ok) throw new ChatAckError(ack.status, ack.reason);
  return ack;
}
