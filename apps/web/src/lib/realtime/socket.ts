import { io, type Socket } from 'socket.io-client';
import { readSession, subscribeToSession } from '../session/session-store';

/** The server's Socket.IO path (apps/server/src/lib/realtime). */
export const SOCKET_PATH = '/socket.io';

let shared: Socket | null = null;
/** The token the current connection was opened with (null: anonymous). */
let connectedToken: string | null = null;

/**
 * The handshake `auth` of the chat events (`{ token, id }`, contract chat-events). It is read on
 * every (re)connection attempt, so a reconnect after a sign-in carries the new token.
 */
function handshakeAuth(callback: (auth: object) => void): void {
  const { token, userId } = readSession();
  connectedToken = token;
  callback(token === null || userId === null ? {} : { token, id: userId });
}

/**
 * One Socket.IO connection for the whole tab, opened on first use. Features do not use it
 * directly: the realtime dispatcher (`shared-realtime.ts`) is its one subscriber, parses every
 * event with the contract's schema and hands it on typed. It reconnects by itself; features that
 * joined a room re-join on the dispatcher's `onConnect`.
 */
export function getSocket(): Socket {
  if (shared === null) {
    const socket = io({
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      auth: handshakeAuth,
    });
    // The server authenticates a socket once, at the handshake: after a sign-in or sign-out the
    // connection is reopened so it speaks for the new session (features re-join on 'connect').
    subscribeToSession(() => {
      if (readSession().token === connectedToken || !socket.active) return;
      socket.disconnect().connect();
    });
    shared = socket;
  }
  return shared;
}
