import {
  adminSupportAssignCall,
  adminSupportGetCall,
  adminSupportListCall,
  adminSupportNoteCall,
  adminSupportReplyCall,
  adminSupportStatusCall,
} from '@lumus/contract/support/support-admin-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import { auditedChange } from '../admin/audit-log';
import { users } from '../users/users-tables';
import { addMessage, loadConversation, messageToWire } from './support-conversations';
import type { SupportDeps } from './support-deps';
import { conversationState, listInbox, loadStaffDetail } from './support-inbox';
import { notifySupportMessage } from './support-notify';
import { supportConversations } from './support-tables';

const TARGET = 'support_conversation';

/** Staff's side under `/api/admin/support/`: every change is one audited transaction. */
export function registerSupportAdminRoutes(app: FastifyInstance, deps: SupportDeps): void {
  const { db } = deps;

  registerCall(app, adminSupportListCall, async (input, { user }) => {
    const page = await listInbox(db, input, user.id);
    return { ...page, page: input.page, pageSize: input.pageSize };
  });

  registerCall(app, adminSupportGetCall, async ({ conversationId }) =>
    loadStaffDetail(db, conversationId),
  );

  const write = async (
    staffUserId: number,
    conversationId: number,
    text: string,
    internal: boolean,
  ) => {
    const conversation = await loadConversation(db, conversationId);
    let stored: Awaited<ReturnType<typeof addMessage>> | undefined;
    await auditedChange(db, {
      adminUserId: staffUserId,
      action: internal ? 'support.note' : 'support.reply',
      targetType: TARGET,
      targetId: conversationId,
      read: async (tx, id) => ({
        ...(await conversationState(tx, id)),
        messageId: stored?.message.id ?? null,
      }),
      change: async (tx: Database) => {
        stored = await addMessage(tx, {
          conversation,
          authorUserId: staffUserId,
          author: 'staff',
          text,
          internal,
          now: deps.clock(),
        });
      },
    });
    if (stored === undefined) throw new Error('support message not stored');
    const [author] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, staffUserId));
    const message = messageToWire(stored.message, author?.name ?? null);
    notifySupportMessage(deps.io, conversation.userId, message, stored.conversation);
    return loadStaffDetail(db, conversationId);
  };

  registerCall(app, adminSupportReplyCall, async ({ conversationId, text }, { user }) =>
    write(user.id, conversationId, text, false),
  );

  registerCall(app, adminSupportNoteCall, async ({ conversationId, text }, { user }) =>
    write(user.id, conversationId, text, true),
  );

  registerCall(app, adminSupportAssignCall, async ({ conversationId }, { user }) => {
    await auditedChange(db, {
      adminUserId: user.id,
      action: 'support.assign',
      targetType: TARGET,
      targetId: conversationId,
      read: conversationState,
      change: async (tx: Database) =>
        tx
          .update(supportConversations)
          .set({ assignedUserId: user.id })
          .where(eq(supportConversations.id, conversationId)),
    });
    return loadStaffDetail(db, conversationId);
  });

  registerCall(app, adminSupportStatusCall, async ({ conversationId, status }, { user }) => {
    const now = deps.clock();
    await auditedChange(db, {
      adminUserId: user.id,
      action: status === 'resolved' ? 'support.resolve' : 'support.reopen',
      targetType: TARGET,
      targetId: conversationId,
      read: conversationState,
      change: async (tx: Database) =>
        tx
          .update(supportConversations)
          .set(
            status === 'resolved'
              ? { status, resolvedAt: now, updatedAt: now }
              : { status, resolvedAt: null, updatedAt: now },
          )
          .where(eq(supportConversations.id, conversationId)),
    });
    return loadStaffDetail(db, conversationId);
  });
}
