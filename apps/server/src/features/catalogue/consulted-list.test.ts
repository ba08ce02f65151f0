import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';
import { runSeed } from '../seed/run-seed';
import { consultants } from './catalogue-tables';
import { recordConsultation } from './consultations';
import { consultedListCall } from '@lumus/contract/catalogue/consulted-list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed(t.database.db, SEED_STEPS);
});
afterAll(async () => {
  await t.close();
});

async function idOf(slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.slug, slug));
  if (row === undefined) throw new Error(`no ${slug}`);
  return row.id;
}

describe(consultedListCall.path, () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url: consultedListCall.path });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ status: string }>().status).toBe('fail');
  });

  it('is empty before any chat and lists consulted psychics, most recent first', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9000000444',
    });
    const headers = authHeaders(authToken, userId);
    const empty = await t.app.inject({ url: consultedListCall.path, headers });
    expect(empty.statusCode).toBe(200);
    expect(consultedListCall.response.parse(empty.json()).data).toEqual([]);

    const meera = await idOf('meera-iyer');
    const rohan = await idOf('rohan-malhotra');
    await recordConsultation(t.database.db, {
      userId,
      consultantId: meera,
      at: new Date('2026-03-01T10:00:00Z'),
    });
    await recordConsultation(t.database.db, {
      userId,
      consultantId: rohan,
      at: new Date('2026-03-02T10:00:00Z'),
    });
    await recordConsultation(t.database.db, {
      userId,
      consultantId: meera,
      at: new Date('2026-03-03T10:00:00Z'),
    });
    // Someone else's chats are not listed.
    await recordConsultation(t.database.db, {
      userId: userId + 1000,
      consultantId: await idOf('lena-hoffmann'),
      at: new Date('2026-03-04T10:00:00Z'),
    });

    const response = await t.app.inject({ url: consultedListCall.path, headers });
    const data = consultedListCall.response.parse(response.json()).data;
    expect(data.map((row) => [row.slug, row.consultationCount, row.lastConsultedAt])).toEqual([
      ['meera-iyer', 2, '2026-03-03T10:00:00.000Z'],
      ['rohan-malhotra', 1, '2026-03-02T10:00:00.000Z'],
    ]);
  });
});
