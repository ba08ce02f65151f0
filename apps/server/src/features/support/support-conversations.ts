import type {
  SupportConversation,
  SupportImage,
  SupportMessage,
} from '@lumus/contract/support/support';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { type CheckedImage, storeSupportImage } from './support-images';
import { supportConversations, supportImages, supportMessages } from './support-tables';

export type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

/** The same words for "not there" and "not yours", so a stranger learns nothing from the answer. */
export function noConversation(id: number): CallFailure {
  return new CallFailure(404, `No support conversation with id ${id}.`);
}

export async function loadConversation(db: Database, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  if (row === undefined) throw noConversation(id);
  return row;
}

/** The conversation if it is the user's; another's is a 404 like a missing one. */
export async function ownConversation(
  db: Database,
  userId: number,
  id: number,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), eq(supportConversations.userId, userId)));
  if (row === undefined) throw noConversation(id);
  return row;
}

/** A linked order or payment must be the user's own; another's is a 404 like a missing one. */
export async function assertLinksOwned(
  db: Database,
  userId: number,
  links: Readonly<{ chatOrderId?: number; paymentLogId?: number }>,
): Promise<void> {
  if (links.chatOrderId !== undefined) {
    const [order] = await db
      .select({ id: chatOrders.id })
      .from(chatOrders)
      .where(and(eq(chatOrders.id, links.chatOrderId), eq(chatOrders.userId, userId)));
    if (order === undefined) throw new CallFailure(404, `No order with id ${links.chatOrderId}.`);
  }
  if (links.paymentLogId !== undefined) {
    const [payment] = await db
      .select({ id: paymentLogs.id })
      .from(paymentLogs)
      .where(and(eq(paymentLogs.id, links.paymentLogId), eq(paymentLogs.userId, userId)));
    if (payment === undefined) {
      throw new CallFailure(404, `No payment with id ${links.paymentLogId}.`);
    }
  }
}

export async function messagesOf(
  db: Database,
  conversationId: number,
  audience: 'user' | 'staff',
): Promise<SupportMessage[]> {
  const where =
    audience === 'user'
      ? and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.internal, false))
      : eq(supportMessages.conversationId, conversationId);
  const rows = await db
    .select({
      message: supportMessages,
      name: users.name,
      // The image's reference only: its bytes are read when someone opens it.
      image: {
        id: supportImages.id,
        contentType: supportImages.contentType,
        size: supportImages.sizeBytes,
      },
    })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorUserId))
    .leftJoin(supportImages, eq(supportImages.id, supportMessages.imageId))
    .where(where)
    .orderBy(supportMessages.id);
  return rows.map(({ message, name, image }) => messageToWire(message, name, image));
}

export function messageToWire(
  row: MessageRow,
  authorName: string | null,
  image: SupportImage | null,
): SupportMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    // Staff are shown by first name only; the user's own name is no news to them.
    authorName: row.author === 'staff' ? (authorName?.split(' ')[0] ?? null) : null,
    text: row.text,
    internal: row.internal,
    image,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest message the user may see, per conversation, for the lists. */
export async function lastPublicMessages(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supportMessages.conversationId], {
      conversationId: supportMessages.conversationId,
      text: supportMessages.text,
    })
    .from(supportMessages)
    .where(and(inArray(supportMessages.conversationId, ids), eq(supportMessages.internal, false)))
    .orderBy(supportMessages.conversationId, desc(supportMessages.id));
  return new Map(rows.map((row) => [row.conversationId, row.text]));
}

export function conversationToWire(row: ConversationRow, lastMessage: string): SupportConversation {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    chatOrderId: row.chatOrderId,
    paymentLogId: row.paymentLogId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessage,
  };
}

export async function listOwnConversations(
  db: Database,
  userId: number,
): Promise<SupportConversation[]> {
  const rows = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .orderBy(desc(supportConversations.updatedAt), desc(supportConversations.id))
    .limit(100);
  const last = await lastPublicMessages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => conversationToWire(row, last.get(row.id) ?? ''));
}

type NewMessage = Readonly<{
  conversation: ConversationRow;
  authorUserId: number;
  author: 'user' | 'staff';
  text: string;
  internal: boolean;
  /** Checked already (`checkSupportImage`); stored with the message or not at all. */
  image?: CheckedImage;
  now: Date;
}>;

/**
 * Stores a message and moves the conversation on: a user's message reopens it for staff, a staff
 * reply waits for the user and marks the first response; a note changes nothing the user sees.
 * Row-locked, so two replies at once cannot both count as the first response.
 */
export async function addMessage(
  db: Database,
  input: NewMessage,
): Promise<{ message: MessageRow; image: SupportImage | null; conversation: ConversationRow }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, input.conversation.id))
      .for('update');
    if (locked === undefined) throw noConversation(input.conversation.id);
    const image =
      input.image === undefined
        ? null
        : await storeSupportImage(tx, input.image, input.authorUserId);
    const [message] = await tx
      .insert(supportMessages)
      .values({
        conversationId: locked.id,
        authorUserId: input.authorUserId,
        author: input.author,
        text: input.text,
        internal: input.internal,
        imageId: image?.id ?? null,
        createdAt: input.now,
      })
      .returning();
    if (message === undefined) throw new Error('support message not stored');
    const change: Partial<typeof supportConversations.$inferInsert> = input.internal
      ? {}
      : input.author === 'user'
        ? { status: 'open', lastAuthor: 'user', resolvedAt: null, updatedAt: input.now }
        : {
            status: 'waiting_for_user',
            lastAuthor: 'staff',
            resolvedAt: null,
            updatedAt: input.now,
            firstResponseAt: locked.firstResponseAt ?? input.now,
          };
    const [conversation] =
      Object.keys(change).length === 0
        ? [locked]
        : await tx
            .update(supportConversations)
            .set(change)
            .where(eq(supportConversations.id, locked.id))
            .returning();
    if (conversation === undefined) throw noConversation(locked.id);
    return { message, image, conversation };
  });
}

export async function createConversation(
  db: Database,
  input: Readonly<{
    userId: number;
    reason: ConversationRow['reason'];
    text: string;
    chatOrderId?: number;
    paymentLogId?: number;
    now: Date;
  }>,
): Promise<ConversationRow> {
  await assertLinksOwned(db, input.userId, input);
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(supportConversations)
      .values({
        userId: input.userId,
        reason: input.reason,
        chatOrderId: input.chatOrderId ?? null,
        paymentLogId: input.paymentLogId ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (conversation === undefined) throw new Error('support conversation not stored');
    await tx.insert(supportMessages).values({
      conversationId: conversation.id,
      authorUserId: input.userId,
      author: 'user',
      text: input.text,
      createdAt: input.now,
    });
    return conversation;
  });
}
