import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../lib/realtime/realtime';
import type { TestUser } from '../../test/call-client';

/** A real socket.io-client for a signed-in test user (the handshake carries token and id). */
export async function chatSocket(url: string, user: TestUser | undefined): Promise<Socket> {
  const token = user?.headers.authorization?.replace(/^Bearer /, '');
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(user === undefined ? {} : { auth: { token, id: String(user.userId) } }),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      resolve();
    });
    socket.once('connect_error', reject);
  });
  return socket;
}

export type AckResult = { ok: boolean; status?: number; reason?: string } & Record<string, unknown>;

export function emitAck(socket: Socket, event: string, payload: unknown): Promise<AckResult> {
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<AckResult>;
}

/** Resolves with the next `count` chat messages this socket receives. */
export function nextMessages(socket: Socket, count: number): Promise<ChatMessage[]> {
  return new Promise((resolve) => {
    const got: ChatMessage[] = [];
    const onMessage = (message: ChatMessage) => {
      got.push(message);
      if (got.length === count) {
        socket.off('chat:message', onMessage);
        resolve(got);
      }
    };
    socket.on('chat:message', onMessage);
  });
}
