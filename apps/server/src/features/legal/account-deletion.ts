import {
  REASON_NOT_A_CUSTOMER_ACCOUNT,
  REASON_SESSION_RUNNING,
} from '@lumus/contract/legal/my-data';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { recordAudit } from '../admin/audit-log';
import { phoneCodes, sessions } from '../auth/auth-tables';
import { identityAccounts } from '../identity-provider/identity-provider-tables';
import { smsOutbox } from '../sms/sms-tables';
import { birthDetails } from '../birth-details/birth-details-tables';
import { consultantReviews, consultations } from '../catalogue/catalogue-tables';
import { chatMessages, chatRatings, npsScores } from '../chat/chat-tables';
import { favourites, pushSettings, pushSubscriptions } from '../push/push-tables';
import { chatIntakeForms, chatOrders } from '../sessions/session-tables';
import {
  supportConversations,
  supportCredits,
  supportImages,
  supportMessages,
} from '../support/support-tables';
import { loginEvents, userDevices, users } from '../users/users-tables';

const OPEN_SESSION_STATUSES = ['queued', 'accepted_by_consultant', 'active'] as const;

/**
 * Deletes a customer's account at their own request (GDPR Art. 17), in one transaction: what
 * identifies them or what they wrote is erased, and the records tax and commercial law make us
 * keep stay, tied to an account row without name or contact (decision 046): wallet entries,
 * payments, refunds, and each chat's or call's billing row (when, how long, at what rate). Every
 * sign-in ends with it. Refused while a request or session is open, since it still bills.
 */
export async function deleteAccount(db: Database, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock orders this against a request being created for the same user meanwhile.
    const [user] = await tx
      .select({
        role: users.role,
        deletedAt: users.deletedAt,
        countryCode: users.countryCode,
        mobile: users.mobile,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user === undefined || user.deletedAt !== null) {
      throw new CallFailure(404, 'No such account.');
    }
    if (user.role !== 'user') throw new CallFailure(403, REASON_NOT_A_CUSTOMER_ACCOUNT);
    const [open] = await tx
      .select({ id: chatOrders.id })
      .from(chatOrders)
      .where(and(eq(chatOrders.userId, userId), inArray(chatOrders.status, OPEN_SESSION_STATUSES)))
      .limit(1);
    if (open !== undefined) throw new CallFailure(409, REASON_SESSION_RUNNING);

    const orderIds = (
      await tx.select({ id: chatOrders.id }).from(chatOrders).where(eq(chatOrders.userId, userId))
    ).map((row) => row.id);
    const conversationIds = (
      await tx
        .select({ id: supportConversations.id })
        .from(supportConversations)
        .where(eq(supportConversations.userId, userId))
    ).map((row) => row.id);
    const counts = { chats: orderIds.length, supportConversations: conversationIds.length };

    if (orderIds.length > 0) {
      await tx.delete(chatMessages).where(inArray(chatMessages.chatOrderId, orderIds));
      // Public reviews carry the first name and the words: gone; the star rating of the chat stays.
      await tx.delete(consultantReviews).where(inArray(consultantReviews.chatOrderId, orderIds));
    }
    await tx.update(chatRatings).set({ review: '' }).where(eq(chatRatings.userId, userId));
    await tx
      .update(chatIntakeForms)
      .set({
        name: '',
        gender: 'OTHER',
        birthDate: '',
        birthTime: null,
        birthPlace: '',
        placeId: null,
        placeName: null,
        placeRegion: null,
        placeCountry: null,
        latitude: null,
        longitude: null,
        timeZone: null,
        utcOffsetMinutes: null,
        localTimeKind: null,
        birthUtc: null,
        kundli: null,
      })
      .where(eq(chatIntakeForms.userId, userId));
    if (conversationIds.length > 0) {
      // A goodwill credit's wallet entry stays with the ledger; why and by whom goes with the talk.
      await tx
        .delete(supportCredits)
        .where(inArray(supportCredits.conversationId, conversationIds));
      // Images sent either way go with their messages: they are the talk too.
      const imageIds = (
        await tx
          .delete(supportMessages)
          .where(inArray(supportMessages.conversationId, conversationIds))
          .returning({ imageId: supportMessages.imageId })
      ).flatMap((row) => (row.imageId === null ? [] : [row.imageId]));
      if (imageIds.length > 0) {
        await tx.delete(supportImages).where(inArray(supportImages.id, imageIds));
      }
      await tx
        .delete(supportConversations)
        .where(inArray(supportConversations.id, conversationIds));
    }
    await tx.delete(npsScores).where(eq(npsScores.userId, userId));
    await tx.delete(birthDetails).where(eq(birthDetails.userId, userId));
    await tx.delete(consultations).where(eq(consultations.userId, userId));
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(pushSettings).where(eq(pushSettings.userId, userId));
    await tx.delete(userDevices).where(eq(userDevices.userId, userId));
    await tx.delete(loginEvents).where(eq(loginEvents.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (user.countryCode !== null && user.mobile !== null) {
      // The number itself, kept by the sign-in steps: its codes, outbox texts, identity account.
      const digits = `${user.countryCode}${user.mobile}`;
      await tx.delete(phoneCodes).where(eq(phoneCodes.phone, `+${digits}`));
      await tx.delete(smsOutbox).where(eq(smsOutbox.toDigits, digits));
      await tx.delete(identityAccounts).where(eq(identityAccounts.phoneNumber, `+${digits}`));
    }
    await tx
      .update(users)
      .set({
        name: null,
        lastName: null,
        gender: null,
        dob: null,
        timeOfBirth: null,
        placeOfBirth: null,
        email: null,
        googleId: null,
        countryCode: null,
        mobile: null,
        profilePic: null,
        deletedAt: now,
        // A token that outlived its session row is refused too.
        blockedAt: now,
      })
      .where(eq(users.id, userId));
    // The trail that the erasure happened, with counts only: no personal data in the log.
    await recordAudit(tx, {
      adminUserId: userId,
      action: 'user.self_delete',
      targetType: 'user',
      targetId: userId,
      before: counts,
      after: { deletedAt: now.toISOString() },
    });
  });
}
