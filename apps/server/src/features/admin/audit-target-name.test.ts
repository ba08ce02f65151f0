import { adminAuditListCall, adminUserBlockCall } from '@lumus/contract/admin/admin-calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callData, signedInUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { consultantAccount } from '../chat/chat-test-fixtures';
import { paymentLogs } from '../payments/payment-tables';
import { users } from '../users/users-tables';
import { adminUser } from './admin-test-helpers';
import { recordAudit } from './audit-log';

describe(`audit entries name their records (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('resolves users, psychics and payments to names, and nothing for settings', async () => {
    const { app, database } = t;
    const admin = await adminUser(app, database.db, '9342200001');
    const named = await signedInUser(app, '9342200002');
    await database.db.update(users).set({ name: 'Meera Iyer' }).where(eq(users.id, named.userId));
    const unnamed = await signedInUser(app, '9342200003');
    const psychic = await consultantAccount(app, database.db, '9342200004', 2000);
    const [payment] = await database.db
      .insert(paymentLogs)
      .values({
        userId: named.userId,
        amountMinor: 10_000,
        netMinor: 10_000,
        bonusMinor: 0,
        taxMinor: 1_800,
        totalMinor: 11_800,
        taxBasisPoints: 1800,
        method: 'test',
      })
      .returning({ id: paymentLogs.id });

    // A real action through its route, then rows of the other kinds as their routes write them.
    await callData(app, admin, adminUserBlockCall, {
      id: unnamed.userId,
      blocked: true,
      reason: 'Abusive messages',
    });
    const record = (targetType: string, targetId: string | number) =>
      recordAudit(database.db, {
        adminUserId: admin.userId,
        action: `${targetType}.test`,
        targetType,
        targetId,
        before: null,
        after: { ok: true },
      });
    await record('user', named.userId);
    await record('consultant', psychic.consultantId);
    await record('payment_log', payment?.id ?? 0);
    await record('setting', 'free_chat_minutes');
    await record('user', 999_999);

    const page = await callData(app, admin, adminAuditListCall, {});
    const names = page.items.map((item) => [item.action, item.targetName]);
    expect(names).toEqual([
      ['user.test', null],
      ['setting.test', null],
      ['payment_log.test', 'Meera Iyer'],
      ['consultant.test', 'Psychic 9342200004'],
      ['user.test', 'Meera Iyer'],
      // No name, no e-mail: the phone number the operator can look up.
      ['user.block', '+91 9342200003'],
    ]);
  });
});
