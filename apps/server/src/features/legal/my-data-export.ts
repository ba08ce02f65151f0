import type { MyDataExport } from '@lumus/contract/legal/my-data';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { birthDetails } from '../birth-details/birth-details-tables';
import { chatMessages, chatRatings, npsScores } from '../chat/chat-tables';
import { invoices } from '../invoices/invoices-tables';
import { paymentLogs } from '../payments/payment-tables';
import { favourites, pushSettings } from '../push/push-tables';
import { chatIntakeForms, chatOrders } from '../sessions/session-tables';
import { supportConversations, supportMessages } from '../support/support-tables';
import { loginEvents, userDevices, users } from '../users/users-tables';
import { walletEntries } from '../wallet/wallet-tables';

/**
 * Every row Lumus keeps about `userId`, by kind. Only the user's own rows (or rows of their own
 * chats and support conversations); the team's internal notes on a support conversation are
 * left out, as they are the team's working notes rather than the user's data.
 */
export async function exportMyData(db: Database, userId: number, now: Date): Promise<MyDataExport> {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  const orders = await db
    .select()
    .from(chatOrders)
    .where(eq(chatOrders.userId, userId))
    .orderBy(asc(chatOrders.id));
  const orderIds = orders.map((order) => order.id);
  const conversations = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .orderBy(asc(supportConversations.id));
  const conversationIds = conversations.map((conversation) => conversation.id);
  const sections: Record<string, unknown> = {
    profile: profile ?? null,
    savedCharts: await db
      .select()
      .from(birthDetails)
      .where(eq(birthDetails.userId, userId))
      .orderBy(asc(birthDetails.id)),
    intakeForms: await db
      .select()
      .from(chatIntakeForms)
      .where(eq(chatIntakeForms.userId, userId))
      .orderBy(asc(chatIntakeForms.id)),
    chatsAndCalls: orders,
    chatMessages:
      orderIds.length === 0
        ? []
        : await db
            .select()
            .from(chatMessages)
            .where(inArray(chatMessages.chatOrderId, orderIds))
            .orderBy(asc(chatMessages.chatOrderId), asc(chatMessages.seq)),
    ratings: await db.select().from(chatRatings).where(eq(chatRatings.userId, userId)),
    satisfactionScore: await db.select().from(npsScores).where(eq(npsScores.userId, userId)),
    walletLedger: await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(asc(walletEntries.id)),
    payments: await db
      .select()
      .from(paymentLogs)
      .where(eq(paymentLogs.userId, userId))
      .orderBy(asc(paymentLogs.id)),
    invoices: await db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.id)),
    supportConversations: conversations,
    supportMessages:
      conversationIds.length === 0
        ? []
        : await db
            .select()
            .from(supportMessages)
            .where(
              and(
                inArray(supportMessages.conversationId, conversationIds),
                eq(supportMessages.internal, false),
              ),
            )
            .orderBy(asc(supportMessages.id)),
    favourites: await db.select().from(favourites).where(eq(favourites.userId, userId)),
    notificationSettings: await db
      .select()
      .from(pushSettings)
      .where(eq(pushSettings.userId, userId)),
    devices: await db.select().from(userDevices).where(eq(userDevices.userId, userId)),
    signIns: await db
      .select()
      .from(loginEvents)
      .where(eq(loginEvents.userId, userId))
      .orderBy(asc(loginEvents.id)),
  };
  // Dates as ISO text, as the file will hold them.
  return {
    format: 'lumus-my-data-1',
    exportedAt: now.toISOString(),
    sections: JSON.parse(JSON.stringify(sections)) as Record<string, unknown>,
  };
}
