import {
  FREE_CHAT_MINUTES_STATIC_ID,
  MAX_FREE_CHAT_MINUTES,
} from '@lumus/contract/admin/admin-settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { staticValues } from './static-values-tables';

export type FreeChatMinutes = Readonly<{ minutes: number; fromEnv: boolean }>;

/**
 * Free minutes of a new user's first chat: the admin's setting (static value 510) when there is
 * one, else the server's FREE_CHAT_MINUTES. Read per request, so a change applies at once on
 * every instance.
 */
export async function readFreeChatMinutes(
  db: Database,
  envDefault: number,
): Promise<FreeChatMinutes> {
  const [row] = await db
    .select({ value: staticValues.value })
    .from(staticValues)
    .where(eq(staticValues.id, FREE_CHAT_MINUTES_STATIC_ID));
  const stored = row === undefined ? NaN : Number(row.value);
  if (!Number.isInteger(stored) || stored < 0 || stored > MAX_FREE_CHAT_MINUTES) {
    return { minutes: envDefault, fromEnv: true };
  }
  return { minutes: stored, fromEnv: false };
}

export async function saveFreeChatMinutes(db: Database, minutes: number, now: Date) {
  const values = {
    id: FREE_CHAT_MINUTES_STATIC_ID,
    value: String(minutes),
    mode: null,
    description: "Free minutes of a new user's first chat (set in the admin console).",
    updatedAt: now,
  };
  await db
    .insert(staticValues)
    .values(values)
    .onConflictDoUpdate({ target: staticValues.id, set: { value: values.value, updatedAt: now } });
}
