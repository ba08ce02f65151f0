import { chatRoom, consultantRoom, userRoom } from '@lumus/contract/chat/chat-events';
import {
  PAGE_VISIBILITY_EVENT,
  pageVisibilitySchema,
  type PageVisibility,
} from '@lumus/contract/push/push-payload';
import type { Server } from 'socket.io';
import { z } from 'zod';

/**
 * Whether someone is looking is asked of the sockets themselves (decision 033): a page reports
 * `page:visibility` when it is shown or hidden, kept on its socket's `data`, which Socket.IO's
 * `fetchSockets` returns from every instance (the Redis adapter asks them all). A closed page has
 * no socket, so it counts as not looking without any report.
 */
export function registerPageVisibility(io: Server): void {
  io.on('connection', (socket) => {
    socket.on(PAGE_VISIBILITY_EVENT, (payload: unknown, ack?: (result: unknown) => void) => {
      const parsed = pageVisibilitySchema.safeParse(payload);
      if (parsed.success) socket.data = { ...dataOf(socket.data), visibility: parsed.data };
      ack?.(
        parsed.success
          ? { ok: true }
          : { ok: false, status: 400, reason: 'The event payload is not valid.' },
      );
    });
  });
}

const socketDataSchema = z.object({ visibility: pageVisibilitySchema.optional() }).catch({});

function dataOf(data: unknown): { visibility?: PageVisibility } {
  return socketDataSchema.parse(data ?? {});
}

/**
 * Is the chat page open and visible on the other side of a message? Any socket in the chat room
 * not of the sender counts unless it said it is hidden: only the chat's two people can join its
 * room (`chat:join`), so those are the recipient's, and no database is asked. A page that never
 * reported (an older client) is taken as looking, so a message is never pushed to someone reading
 * it.
 */
export async function chatPageVisibleToOther(io: Server, chatId: number, senderUserId: number) {
  const sockets = await io.in(chatRoom(chatId)).fetchSockets();
  return sockets.some(
    (socket) =>
      !socket.rooms.has(userRoom(senderUserId)) &&
      dataOf(socket.data).visibility?.visible !== false,
  );
}

/**
 * The same question asked of this instance's own sockets only, without a round trip: enough to
 * answer yes for a page connected here, never to answer no.
 */
export function chatPageVisibleHere(io: Server, chatId: number, senderUserId: number): boolean {
  for (const id of io.sockets.adapter.rooms.get(chatRoom(chatId)) ?? []) {
    const socket = io.sockets.sockets.get(id);
    if (
      socket !== undefined &&
      !socket.rooms.has(userRoom(senderUserId)) &&
      dataOf(socket.data).visibility?.visible !== false
    ) {
      return true;
    }
  }
  return false;
}

/** Is one of the psychic's console pages open and visible? Only a console page says so. */
export async function consolePageVisible(io: Server, consultantId: number) {
  const sockets = await io.in(consultantRoom(consultantId)).fetchSockets();
  return sockets.some((socket) => {
    const visibility = dataOf(socket.data).visibility;
    return visibility?.console === true && visibility.visible;
  });
}
