import type { PushSubscribeInput } from '@lumus/contract/push/push-calls';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { pushSubscriptions } from './push-tables';

/**
 * Insert or move by endpoint: the endpoint is the device's, so whoever is signed in on it now owns
 * it (and its language is the page's now), and the earlier account stops getting its notices.
 */
export async function saveSubscription(
  db: Database,
  owner: Readonly<{ userId: number; sessionId: string; at: Date }>,
  input: PushSubscribeInput,
): Promise<void> {
  const fields = {
    userId: owner.userId,
    sessionId: owner.sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
    updatedAt: owner.at,
  };
  await db
    .insert(pushSubscriptions)
    .values({ ...fields, endpoint: input.endpoint, createdAt: owner.at })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
}

/** Removes the endpoint if it is this user's; someone else's endpoint is left alone. */
export async function removeSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Logging out on a device ends its notifications (called by the logout call). */
export async function removeSessionSubscriptions(db: Database, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
