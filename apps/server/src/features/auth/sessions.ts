import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { sessions } from './auth-tables';
import { type Role, signSessionToken } from './session-tokens';

export type SessionMethod = (typeof sessions.$inferInsert)['method'];

export type SessionDeps = Readonly<{
  db: Database;
  clock: () => Date;
  jwtKey: () => Promise<Uint8Array>;
  ttlDays: number;
}>;

/** Records a session and returns its bearer token; the session and the token expire together. */
export async function openSession(
  deps: SessionDeps,
  user: Readonly<{ id: number; role: Role }>,
  method: SessionMethod,
  hardwareId: string,
): Promise<string> {
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + deps.ttlDays * 24 * 60 * 60 * 1000);
  const sessionId = randomUUID();
  await deps.db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    method,
    hardwareId,
    createdAt: now,
    expiresAt,
  });
  return signSessionToken(
    await deps.jwtKey(),
    { userId: user.id, sessionId, role: user.role },
    now,
    expiresAt,
  );
}

export async function revokeSession(deps: SessionDeps, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every session of the user except the one making the call. */
export async function revokeOtherSessions(
  deps: SessionDeps,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock() })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
