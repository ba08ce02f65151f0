import {
  adminSupportAssignCall,
  adminSupportFiguresCall,
  adminSupportGetCall,
  adminSupportGoodwillCall,
  adminSupportListCall,
  adminSupportNoteCall,
  adminSupportRefundCall,
  adminSupportReplyCall,
  adminSupportStatusCall,
} from '@lumus/contract/support/support-admin-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { auditedChange } from '../admin/audit-log';
import { users } from '../users/users-tables';
import { addMessage, loadConversation, messageToWire } from './support-conversations';
import type { SupportDeps } from './support-deps';
import { checkSupportImage } from './support-images';
import { conversationState, listInbox, loadStaffDetail } from './support-inbox';
import { notifySupportReply } from '../push/push-notices';
import { notifySupportMessage, notifySupportStatus } from './support-notify';
import { supportFigures } from './support-figures';
import { giveGoodwill, REASON_NOT_ABOUT_SESSION } from './support-money';
import { recordAudit } from '../admin/audit-log';
import { refundOrder } from '../admin/admin-orders';
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
    loadStaffDetail(db, conversationId, deps.config),
  );

  const write = async (
    staffUserId: number,
    input: Readonly<{ conversationId: number; text?: string; image?: Uint8Array }>,
    internal: boolean,
  ) => {
    const { conversationId, text = '' } = input;
    const image =
      input.image === undefined
        ? undefined
        : checkSupportImage(input.image, deps.config.imageMaxBytes);
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
        imageId: stored?.image?.id ?? null,
      }),
      change: async (tx: Database) => {
        stored = await addMessage(tx, {
          conversation,
          authorUserId: staffUserId,
          author: 'staff',
          text,
          internal,
          ...(image === undefined ? {} : { image }),
          now: deps.clock(),
        });
      },
    });
    if (stored === undefined) throw new Error('support message not stored');
    const [author] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, staffUserId));
    const message = messageToWire(stored.message, author?.name ?? null, stored.image);
    notifySupportMessage(deps.io, conversation.userId, message, stored.conversation);
    // Away from the page, the answer still reaches the user (a note never leaves the team).
    if (!internal) {
      notifySupportReply(deps, {
        userId: conversation.userId,
        conversationId,
        text,
        image: image !== undefined,
      });
    }
    return loadStaffDetail(db, conversationId, deps.config);
  };

  const images = { fileLimitBytes: deps.config.imageMaxBytes };
  registerCall(
    app,
    adminSupportReplyCall,
    async (input, { user }) => write(user.id, input, false),
    images,
  );
  // A note may carry an image too (a screenshot for a colleague); like the note, the user never
  // receives it, and the image route refuses it to them.
  registerCall(
    app,
    adminSupportNoteCall,
    async (input, { user }) => write(user.id, input, true),
    images,
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
    return loadStaffDetail(db, conversationId, deps.config);
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
    const detail = await loadStaffDetail(db, conversationId, deps.config);
    notifySupportStatus(deps.io, detail.conversation.userId, detail.conversation);
    return detail;
  });

  registerCall(app, adminSupportFiguresCall, async () => supportFigures(db, deps.clock()));

  // The order refund of the admin console (once per request id, under the session's row lock),
  // reached from the conversation about that session: an agent can refund this session only.
  registerCall(
    app,
    adminSupportRefundCall,
    async ({ conversationId, amount, reason, requestId }, { user }) => {
      const conversation = await loadConversation(db, conversationId);
      const chatId = conversation.chatOrderId;
      if (chatId === null) throw new CallFailure(409, REASON_NOT_ABOUT_SESSION);
      const given = await refundOrder(
        db,
        { chatId, amount, reason, requestId, adminUserId: user.id, now: deps.clock() },
        async (tx, refund) => {
          await recordAudit(tx, {
            adminUserId: user.id,
            action: 'order.refund',
            targetType: 'chat_order',
            targetId: chatId,
            before: null,
            after: { refund, supportConversationId: conversationId },
          });
        },
      );
      if (given.applied) await deps.wallet.changed(given.userId);
      return loadStaffDetail(db, conversationId, deps.config);
    },
  );

  registerCall(
    app,
    adminSupportGoodwillCall,
    async ({ conversationId, amount, reason, requestId }, { user }) => {
      const given = await giveGoodwill(db, {
        conversationId,
        staffUserId: user.id,
        amount,
        reason,
        requestId,
        limits: deps.config.goodwillLimitMinor,
      });
      if (given.applied) await deps.wallet.changed(given.userId);
      return loadStaffDetail(db, conversationId, deps.config);
    },
  );
}
