import { userRoom } from '@lumus/contract/chat/chat-events';
import {
  SUPPORT_STAFF_ROOM,
  type SupportMessage,
  type SupportStatus,
} from '@lumus/contract/support/support';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import { users } from '../users/users-tables';

/**
 * After the commit: a message goes to staff always and to its user unless it is a note, through
 * the adapter so every instance's sockets get it.
 */
export function notifySupportMessage(
  io: RealtimeServer,
  userId: number,
  message: SupportMessage,
  conversation: Readonly<{ id: number; status: SupportStatus }>,
): void {
  const event = { message, conversation: { id: conversation.id, status: conversation.status } };
  io.to(SUPPORT_STAFF_ROOM).emit('support:message', event);
  if (!message.internal) io.to(userRoom(userId)).emit('support:message', event);
}

/** After the commit: a resolve or reopen, to the user's sockets and the staff room. */
export function notifySupportStatus(
  io: RealtimeServer,
  userId: number,
  conversation: Readonly<{ id: number; status: SupportStatus }>,
): void {
  const event = { conversation: { id: conversation.id, status: conversation.status } };
  io.to(SUPPORT_STAFF_ROOM).emit('support:status', event);
  io.to(userRoom(userId)).emit('support:status', event);
}

/**
 * Admins' and support agents' sockets join the staff room as they connect. Registered after the chat feature's
 * middleware, which names the socket's user; a role taken away applies from the next connection.
 */
export function joinStaffRoom(io: RealtimeServer, db: Database): void {
  io.use((socket, next) => {
    const { userId } = socket.data;
    if (userId === undefined) {
      next();
      return;
    }
    db.select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .then(async ([row]) => {
        if (row?.role === 'admin' || row?.role === 'support') await socket.join(SUPPORT_STAFF_ROOM);
        next();
      })
      .catch((error: unknown) => {
        next(error instanceof Error ? error : new Error(String(error)));
      });
  });
}
