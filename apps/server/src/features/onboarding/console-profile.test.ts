import {
  adminPriceChangeDecideCall,
  adminPriceChangesListCall,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import {
  consolePriceChangeCall,
  consoleProfileGetCall,
  consoleProfileUpdateCall,
  type ConsoleProfileUpdateInput,
} from '@lumus/contract/onboarding/console-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminAuditLog } from '../admin/admin-tables';
import { adminUser } from '../admin/admin-test-helpers';
import { consultants } from '../catalogue/catalogue-tables';
import { consultantAccount } from '../chat/chat-test-fixtures';
import { REASON_NOT_CONSULTANT } from '../chat/console-routes';
import { REASON_PRICE_CHANGE_DECIDED } from './price-changes';

const BIO_EN = 'Vedic astrologer who reads charts for career and marriage timing.';
const BIO_DE = 'Vedische Astrologin, die Horoskope für Beruf und Heiratszeitpunkt liest.';

describe(`a psychic's own profile and price (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let psychic: TestUser & { consultantId: number };
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminUser(t.app, t.database.db, '9833300001');
    psychic = await consultantAccount(t.app, t.database.db, '9833300002', 2000);
    user = await signedInUser(t.app, '9833300003');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the psychic edit photo, bio and languages, and no one else', async () => {
    const fields: ConsoleProfileUpdateInput = {
      photoUrl: '/api/media/avatar/test-photo.svg',
      bioEn: BIO_EN,
      bioDe: BIO_DE,
      languages: ['en', 'de'],
    };
    const updated = await callData(t.app, psychic, consoleProfileUpdateCall, fields);
    expect(updated).toMatchObject({ ...fields, pricePerMinuteMinor: 2000, priceChange: null });
    const refused = await call(t.app, user, consoleProfileUpdateCall, fields);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'fail', reason: REASON_NOT_CONSULTANT });
    expect((await call(t.app, null, consoleProfileGetCall)).statusCode).toBe(401);
    const foreignPhoto = await call(t.app, psychic, consoleProfileUpdateCall, {
      ...fields,
      photoUrl: 'https://evil.example/x.png',
    });
    expect(foreignPhoto.statusCode).toBe(400);
  });

  it('changes the price only when the operator approves', async () => {
    const asked = await callData(t.app, psychic, consolePriceChangeCall, {
      pricePerMinuteMinor: 3000,
    });
    expect(asked.pricePerMinuteMinor).toBe(2000);
    expect(asked.priceChange).toMatchObject({ status: 'pending', requestedPriceMinor: 3000 });
    // A second ask replaces the waiting one.
    const again = await callData(t.app, psychic, consolePriceChangeCall, {
      pricePerMinuteMinor: 3500,
    });
    const pending = await callData(t.app, admin, adminPriceChangesListCall, {});
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({
      id: again.priceChange?.id,
      consultantName: 'Psychic 9833300002',
      currentPriceMinor: 2000,
      requestedPriceMinor: 3500,
    });
    expect(
      (await call(t.app, psychic, consolePriceChangeCall, { pricePerMinuteMinor: 5 })).statusCode,
    ).toBe(400);
    const id = again.priceChange?.id ?? 0;
    // The psychic cannot approve their own request.
    expect(
      (await call(t.app, psychic, adminPriceChangeDecideCall, { id, decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    const approved = await callData(t.app, admin, adminPriceChangeDecideCall, {
      id,
      decision: 'approve',
    });
    expect(approved.status).toBe('approved');
    const profile = await callData(t.app, psychic, consoleProfileGetCall, {});
    expect(profile.pricePerMinuteMinor).toBe(3500);
    expect(profile.priceChange?.status).toBe('approved');
    const twice = await call(t.app, admin, adminPriceChangeDecideCall, {
      id,
      decision: 'reject',
      note: 'Changed my mind.',
    });
    expect(twice.json()).toEqual({ status: 'fail', reason: REASON_PRICE_CHANGE_DECIDED });
    const [row] = await t.database.db
      .select({ price: consultants.pricePerMinuteMinor })
      .from(consultants)
      .where(eq(consultants.id, psychic.consultantId));
    expect(row?.price).toBe(3500);

    const rejectedAsk = await callData(t.app, psychic, consolePriceChangeCall, {
      pricePerMinuteMinor: 9000,
    });
    // A rejection without a reason, or with one too long for the console, changes nothing.
    for (const note of [undefined, '  no ', 'x'.repeat(501)]) {
      const bad = await call(t.app, admin, adminPriceChangeDecideCall, {
        id: rejectedAsk.priceChange?.id ?? 0,
        decision: 'reject',
        ...(note === undefined ? {} : { note }),
      });
      expect(bad.statusCode, note).toBe(400);
      expect(bad.json<{ reason: string }>().reason).toContain('note');
    }
    expect((await callData(t.app, psychic, consoleProfileGetCall, {})).priceChange?.status).toBe(
      'pending',
    );
    await callData(t.app, admin, adminPriceChangeDecideCall, {
      id: rejectedAsk.priceChange?.id ?? 0,
      decision: 'reject',
      note: 'Too steep for a new psychic.',
    });
    const after = await callData(t.app, psychic, consoleProfileGetCall, {});
    expect(after).toMatchObject({
      pricePerMinuteMinor: 3500,
      priceChange: { status: 'rejected', note: 'Too steep for a new psychic.' },
    });
    const actions = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, 'price_change_request'));
    expect(actions.map((a) => a.action)).toEqual(['price_change.approve', 'price_change.reject']);
  });
});
