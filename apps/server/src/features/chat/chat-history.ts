import type { HistoryItem } from '@lumus/contract/chat/chat-calls';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';
import { chatOrders } from '../sessions/session-tables';
import { chatRatings } from './chat-tables';

export type HistoryPage = Readonly<{
  items: HistoryItem[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}>;

/**
 * One page of the user's chats, newest first, without hidden ones. One row more than the page is
 * read to know whether another page follows, instead of counting the whole history.
 */
export async function userHistory(
  db: Database,
  userId: number,
  input: {
    consultantId?: number | undefined;
    chatId?: number | undefined;
    page: number;
    pageSize: number;
  },
): Promise<HistoryPage> {
  const rows = await db
    .select({
      order: chatOrders,
      name: consultants.displayName,
      slug: consultants.slug,
      photoPath: consultants.photoPath,
      rating: chatRatings.rating,
    })
    .from(chatOrders)
    .innerJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .leftJoin(chatRatings, eq(chatRatings.chatOrderId, chatOrders.id))
    .where(
      and(
        eq(chatOrders.userId, userId),
        eq(chatOrders.hiddenForUser, false),
        input.consultantId === undefined
          ? undefined
          : eq(chatOrders.consultantId, input.consultantId),
        input.chatId === undefined ? undefined : eq(chatOrders.id, input.chatId),
      ),
    )
    .orderBy(desc(chatOrders.id))
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize);
  const items = rows.slice(0, input.pageSize).map(({ order, name, slug, photoPath, rating }) => ({
    chatId: order.id,
    consultantId: order.consultantId,
    consultantName: name,
    consultantSlug: slug,
    consultantPhotoUrl: photoPath,
    kind: order.kind,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    startedAt: order.startedAt === null ? null : order.startedAt.toISOString(),
    durationSeconds:
      order.startedAt !== null && order.endedAt !== null
        ? Math.max(0, Math.floor((order.endedAt.getTime() - order.startedAt.getTime()) / 1000))
        : 0,
    amountCharged: order.amountChargedMinor,
    refunded: order.refundedAt !== null,
    rating,
  }));
  return {
    items,
    page: input.page,
    pageSize: input.pageSize,
    hasMore: rows.length > input.pageSize,
  };
}
