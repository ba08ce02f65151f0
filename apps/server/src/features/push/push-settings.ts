import type { PushSettings } from '@lumus/contract/push/push-calls';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { pushSettings } from './push-tables';

const ALL_ON: PushSettings = {
  accepted: true,
  message: true,
  online: true,
  request: true,
  support: true,
};

export async function readPushSettings(db: Database, userId: number): Promise<PushSettings> {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
  if (row === undefined) return ALL_ON;
  const { accepted, message, online, request, support } = row;
  return { accepted, message, online, request, support };
}

/** Changes only the kinds given; the others keep their value. */
export async function savePushSettings(
  db: Database,
  userId: number,
  change: Partial<PushSettings>,
): Promise<PushSettings> {
  const given = change;
  if (Object.keys(given).length === 0) return readPushSettings(db, userId);
  await db
    .insert(pushSettings)
    .values({ ...ALL_ON, ...given, userId })
    .onConflictDoUpdate({ target: pushSettings.userId, set: given });
  return readPushSettings(db, userId);
}
