import {
  adminPriceChangeDecideCall,
  adminPriceChangesListCall,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import {
  consolePriceChangeCall,
  consoleProfileGetCall,
  consoleProfileUpdateCall,
  type ConsoleProfile,
  type ConsoleProfileUpdateInput,
} from '@lumus/contract/onboarding/console-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminAuditLog } from '../admin/admin-tables';
import { adminUser } from '../admin/admin-test-helpers';
import { consultantPrices, consultants } from '../catalogue/catalogue-tables';
import { consultantAccount } from '../chat/chat-test-fixtures';
import { REASON_NOT_CONSULTANT } from '../chat/console-routes';
import { REASON_PRICE_CHANGE_DECIDED, reasonMarketClosed, reasonNotServed } from './price-changes';

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
    expect(updated).toMatchObject({
      ...fields,
      prices: [{ currency: 'INR', pricePerMinuteMinor: 2000, priceChange: null }],
    });
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

  /** The psychic's price and latest request in one currency, as the console reads them. */
  const inCurrency = (profile: ConsoleProfile, currency: 'INR' | 'EUR') =>
    profile.prices.find((price) => price.currency === currency);

  it('changes the price only when the operator approves', async () => {
    const asked = await callData(t.app, psychic, consolePriceChangeCall, {
      pricePerMinuteMinor: 3000,
    });
    expect(inCurrency(asked, 'INR')?.pricePerMinuteMinor).toBe(2000);
    expect(inCurrency(asked, 'INR')?.priceChange).toMatchObject({
      status: 'pending',
      currency: 'INR',
      requestedPriceMinor: 3000,
    });
    // A second ask replaces the waiting one.
    const again = await callData(t.app, psychic, consolePriceChangeCall, {
      pricePerMinuteMinor: 3500,
    });
    const pending = await callData(t.app, admin, adminPriceChangesListCall, {});
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({
      id: inCurrency(again, 'INR')?.priceChange?.id,
      currency: 'INR',
      consultantName: 'Psychic 9833300002',
      currentPriceMinor: 2000,
      requestedPriceMinor: 3500,
    });
    expect(
      (await call(t.app, psychic, consolePriceChangeCall, { pricePerMinuteMinor: 5 })).statusCode,
    ).toBe(400);
    const id = inCurrency(again, 'INR')?.priceChange?.id ?? 0;
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
    expect(inCurrency(profile, 'INR')?.pricePerMinuteMinor).toBe(3500);
    expect(inCurrency(profile, 'INR')?.priceChange?.status).toBe('approved');
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
        id: inCurrency(rejectedAsk, 'INR')?.priceChange?.id ?? 0,
        decision: 'reject',
        ...(note === undefined ? {} : { note }),
      });
      expect(bad.statusCode, note).toBe(400);
      expect(bad.json<{ reason: string }>().reason).toContain('note');
    }
    expect(
      inCurrency(await callData(t.app, psychic, consoleProfileGetCall, {}), 'INR')?.priceChange
        ?.status,
    ).toBe('pending');
    await callData(t.app, admin, adminPriceChangeDecideCall, {
      id: inCurrency(rejectedAsk, 'INR')?.priceChange?.id ?? 0,
      decision: 'reject',
      note: 'Too steep for a new psychic.',
    });
    const after = await callData(t.app, psychic, consoleProfileGetCall, {});
    expect(inCurrency(after, 'INR')).toMatchObject({
      pricePerMinuteMinor: 3500,
      priceChange: { status: 'rejected', note: 'Too steep for a new psychic.' },
    });
    const actions = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, 'price_change_request'));
    expect(actions.map((a) => a.action)).toEqual(['price_change.approve', 'price_change.reject']);
  });

  it('asks for a euro price only where the psychic has one, and approval sets that price', async () => {
    const db = t.database.db;
    const euroPsychic = await consultantAccount(t.app, db, '9833300004', 2500);
    // Without a euro market, a euro ask is refused with the reason, and nothing is stored.
    const closed = await call(t.app, euroPsychic, consolePriceChangeCall, {
      currency: 'EUR',
      pricePerMinuteMinor: 199,
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ status: 'fail', reason: reasonNotServed('EUR') });
    const none = await callData(t.app, admin, adminPriceChangesListCall, { currency: 'EUR' });
    expect(none.total).toBe(0);

    // The operator opens the euro market (€1.49 a minute); the console lists both prices.
    await db
      .insert(consultantPrices)
      .values({ consultantId: euroPsychic.consultantId, currency: 'EUR', chatPerMinuteMinor: 149 });
    const opened = await callData(t.app, euroPsychic, consoleProfileGetCall, {});
    expect(opened.prices).toEqual([
      { currency: 'INR', pricePerMinuteMinor: 2500, priceChange: null },
      { currency: 'EUR', pricePerMinuteMinor: 149, priceChange: null },
    ]);

    // Limits are per currency: a negative, a below-minimum and a huge euro price are refused.
    for (const pricePerMinuteMinor of [-1, 49, 10_001, 1_000_000]) {
      const bad = await call(t.app, euroPsychic, consolePriceChangeCall, {
        currency: 'EUR',
        pricePerMinuteMinor,
      });
      expect(bad.statusCode, String(pricePerMinuteMinor)).toBe(400);
      expect(bad.json<{ reason: string }>().reason).toContain('must be 50 to 10000 cents for EUR');
    }
    expect(
      (
        await call(t.app, euroPsychic, consolePriceChangeCall, {
          currency: 'USD',
          pricePerMinuteMinor: 100,
        })
      ).statusCode,
    ).toBe(400);

    // One waiting ask per currency: a rupee and a euro request stand side by side.
    await callData(t.app, euroPsychic, consolePriceChangeCall, { pricePerMinuteMinor: 2800 });
    const both = await callData(t.app, euroPsychic, consolePriceChangeCall, {
      currency: 'EUR',
      pricePerMinuteMinor: 179,
    });
    expect(
      both.prices.map((price) => [price.currency, price.priceChange?.requestedPriceMinor]),
    ).toEqual([
      ['INR', 2800],
      ['EUR', 179],
    ]);
    const queue = await callData(t.app, admin, adminPriceChangesListCall, { currency: 'EUR' });
    expect(queue.items).toEqual([
      expect.objectContaining({
        consultantId: euroPsychic.consultantId,
        currency: 'EUR',
        currentPriceMinor: 149,
        requestedPriceMinor: 179,
      }),
    ]);
    const euroId = queue.items[0]?.id ?? 0;
    await callData(t.app, admin, adminPriceChangeDecideCall, { id: euroId, decision: 'approve' });
    const [prices] = await db
      .select({ eur: consultantPrices.chatPerMinuteMinor, inr: consultants.pricePerMinuteMinor })
      .from(consultantPrices)
      .innerJoin(consultants, eq(consultants.id, consultantPrices.consultantId))
      .where(eq(consultantPrices.consultantId, euroPsychic.consultantId));
    // The euro price changed; the rupee price waits for its own decision.
    expect(prices).toEqual({ eur: 179, inr: 2500 });

    // A market closed after the ask cannot be reopened by approving it.
    const rupeeAsk = await callData(t.app, admin, adminPriceChangesListCall, { currency: 'INR' });
    const rupeeId =
      rupeeAsk.items.find((item) => item.consultantId === euroPsychic.consultantId)?.id ?? 0;
    await db
      .update(consultants)
      .set({ servesInr: false })
      .where(eq(consultants.id, euroPsychic.consultantId));
    const refused = await call(t.app, admin, adminPriceChangeDecideCall, {
      id: rupeeId,
      decision: 'approve',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'fail',
      reason: reasonMarketClosed('Psychic 9833300004', 'INR'),
    });
    const [kept] = await db
      .select({ price: consultants.pricePerMinuteMinor })
      .from(consultants)
      .where(eq(consultants.id, euroPsychic.consultantId));
    expect(kept?.price).toBe(2500);
    const afterClose = await callData(t.app, euroPsychic, consoleProfileGetCall, {});
    expect(afterClose.prices.map((price) => price.currency)).toEqual(['EUR']);
  });
});
