import { io, type Socket } from 'socket.io-client';

/** The server's Socket.IO path (apps/server/src/lib/realtime). */
export const SOCKET_PATH = '/socket.io';

let shared: Socket | null = null;

/**
 * One Socket.IO connection for the whole tab, opened on first use and shared by every feature
 * (catalogue presence, chat, wallet updates). Features type their own events with the contract's
 * event maps and parse incoming payloads with its schemas. It reconnects by itself; features that
 * joined a room re-join on the 'connect' event.
 */
export function getSocket(): Socket {
  shared ??= io({ path: SOCKET_PATH, transports: ['websocket', 'polling'] });
  return shared;
}
