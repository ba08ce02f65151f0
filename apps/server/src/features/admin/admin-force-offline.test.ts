import { adminConsultantForceOfflineCall } from '@lumus/contract/admin/admin-consultant-offline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consultantAccount } from '../chat/chat-test-fixtures';
import { adminAuditLog } from './admin-tables';
import { adminUser } from './admin-test-helpers';
import { REASON_ROW_BUSY } from './admin-force-offline';
import { consultants } from '../catalogue/catalogue-tables';
import { TEST_DATABASE_URL } from '../../test/test-database';

describe('force a psychic offline', () => {
  let t: TestApp;
  let admin: TestUser;
  let psychic: TestUser & { consultantId: number };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminUser(t.app, t.database.db, '9833400001');
    psychic = await consultantAccount(t.app, t.database.db, '9833300002', 2000);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the operator force an online psychic offline, audited', async () => {
    const { consultantId } = psychic;
    const forced = await callData(t.app, admin, adminConsultantForceOfflineCall, {
      id: consultantId,
    });
    expect(forced.status).toBe('offline');
    const again = await call(t.app, admin, adminConsultantForceOfflineCall, { id: consultantId });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ reason: string }>().reason).toBe('Psychic 9833300002 is already offline.');
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'consultant.force_offline'));
    expect(entry).toMatchObject({
      targetId: String(consultantId),
      before: { status: 'online' },
      after: { status: 'offline' },
    });
    expect(
      (await call(t.app, admin, adminConsultantForceOfflineCall, { id: 999_999 })).statusCode,
    ).toBe(404);
  });

  // PGlite has one connection: a second transaction cannot hold the row meanwhile.
  it.runIf(TEST_DATABASE_URL !== undefined)(
    'does not wait behind a transaction holding the row: 409 at once, nothing changed',
    async () => {
      const db = t.database.db;
      const { consultantId } = psychic;
      await db
        .update(consultants)
        .set({ status: 'online' })
        .where(eq(consultants.id, consultantId));
      const answer = await db.transaction(async (tx) => {
        await tx
          .select({ id: consultants.id })
          .from(consultants)
          .where(eq(consultants.id, consultantId))
          .for('update');
        const started = Date.now();
        const response = await call(t.app, admin, adminConsultantForceOfflineCall, {
          id: consultantId,
        });
        return { response, waitedMs: Date.now() - started };
      });
      expect(answer.response.statusCode).toBe(409);
      expect(answer.response.json<{ reason: string }>().reason).toBe(REASON_ROW_BUSY);
      expect(answer.waitedMs).toBeLessThan(2_000);
      const [row] = await db
        .select({ status: consultants.status })
        .from(consultants)
        .where(eq(consultants.id, consultantId));
      expect(row?.status).toBe('online');
    },
  );
});
