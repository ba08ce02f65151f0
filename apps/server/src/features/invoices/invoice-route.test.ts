import { myDataExportCall } from '@lumus/contract/legal/my-data';
import { INVOICE_PDF_PATH } from '@lumus/contract/payments/invoice';
import {
  checkoutCall,
  completePaymentCall,
  initiatePaymentCall,
  paymentLogsCall,
} from '@lumus/contract/payments/payment-log';
import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS, seedStepsFor } from '../../app/seed-steps';
import { callData, signedInUser, type TestUser } from '../../test/call-client';
import { embeddedGlyphs, pdfLines } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paymentLogs } from '../payments/payment-tables';
import { runSeed } from '../seed/run-seed';
import { users } from '../users/users-tables';
import { invoices } from './invoices-tables';
import { approveAtTestGateway } from '../payments/payment-test-fixtures';

/** A viewer whose browser carries the market cookie (set by the currency call). */
function inMarket(user: TestUser, country: string): TestUser {
  return { ...user, headers: { ...user.headers, cookie: `lumus_market=${country}` } };
}

const NBSP = '\u00a0';

describe('invoice PDFs (decision 051)', () => {
  let t: TestApp;
  let amit: TestUser;
  let lena: TestUser;
  let claire: TestUser;
  /** Each one's settled top-up. */
  const paid = new Map<TestUser, number>();

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-08-15T10:00:00Z') });
    // The reference data (packs in both currencies); the demo customers come in the last test.
    await runSeed(t.database.db, seedStepsFor(false));
    amit = inMarket(await signedInUser(t.app, '9876500201'), 'IN');
    lena = inMarket(await signedInUser(t.app, '9876500202'), 'DE');
    claire = inMarket(await signedInUser(t.app, '9876500203'), 'FR');
    await t.database.db
      .update(users)
      .set({ name: 'Lena', lastName: 'Schäfer', email: 'lena@example.de' })
      .where(eq(users.id, lena.userId));
    paid.set(amit, await topUp(amit, { amount: 50_000 }, 'en'));
    const euroPacks = await callData(t.app, lena, rechargePacksCall, {});
    const ten = euroPacks.packs.find((pack) => pack.amount === 1_000);
    paid.set(lena, await topUp(lena, { packId: ten?.id }, 'de'));
    paid.set(claire, await topUp(claire, { amount: 1_000 }, 'en'));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Checkout, initiate, approve on the TEST page and come back, like the browser. */
  async function topUp(user: TestUser, fields: Record<string, unknown>, language: 'en' | 'de') {
    const log = await callData(t.app, user, checkoutCall, { method: 'test', ...fields });
    const { redirectUrl } = await callData(t.app, user, initiatePaymentCall, {
      paymentLogId: log.id,
      language,
    });
    expect(await approveAtTestGateway(t.app, redirectUrl)).toBe(303);
    const settled = await callData(t.app, user, completePaymentCall, { paymentLogId: log.id });
    expect(settled.status).toBe('success');
    return log.id;
  }

  function download(user: TestUser | null, query: string) {
    return t.app.inject({ url: `${INVOICE_PDF_PATH}?${query}`, headers: user?.headers ?? {} });
  }

  async function invoiceText(user: TestUser, lang?: 'en' | 'de'): Promise<string> {
    const id = paid.get(user) ?? 0;
    const response = await download(user, `paymentLogId=${id}${lang ? `&lang=${lang}` : ''}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfLines(response.rawPayload).join('\n');
  }

  it('lists each settled top-up with its invoice number, per market', async () => {
    const numbers = async (user: TestUser) =>
      (await callData(t.app, user, paymentLogsCall, {})).items.map((item) => item.invoiceNumber);
    expect(await numbers(amit)).toEqual(['LUM-IN26-0000001']);
    expect(await numbers(lena)).toEqual(['LUM-DE26-0000001']);
    expect(await numbers(claire)).toEqual(['LUM-FR26-0000001']);
    // An unsettled one has none.
    await callData(t.app, amit, checkoutCall, { method: 'test', amount: 10_000 });
    expect(await numbers(amit)).toEqual([null, 'LUM-IN26-0000001']);
    // The data export (GDPR Art. 15) has them too.
    const exported = await callData(t.app, amit, myDataExportCall, {});
    expect(exported.sections['invoices']).toEqual([
      expect.objectContaining({ invoiceNumber: 'LUM-IN26-0000001', userId: amit.userId }),
    ]);
  });

  it('gives India a tax invoice in rupees: GSTIN, state, CGST and SGST halves of GST 18%', async () => {
    const response = await download(amit, `paymentLogId=${paid.get(amit) ?? 0}&lang=en`);
    expect(response.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''LUM-IN26-0000001.pdf",
    );
    const text = await invoiceText(amit, 'en');
    for (const line of [
      'Tax Invoice',
      'GSTIN: 29AAAAA0000A1Z5',
      'State: Karnataka (29)',
      'Invoice number LUM-IN26-0000001',
      'Invoice date 15 August 2026',
      'Place of supply Karnataka (29)',
      '+91 9876500201',
      'Wallet recharge ₹500.00',
      'Taxable value ₹500.00',
      'CGST 9% ₹45.00',
      'SGST 9% ₹45.00',
      'GST 18% ₹90.00',
      'Total ₹590.00',
      'Lumus Demo GmbH',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/VAT|USt|€/);
    const german = await invoiceText(amit, 'de');
    for (const line of [
      'Steuerrechnung',
      'Rechnungsdatum 15. August 2026',
      `Steuerpflichtiger Betrag 500,00${NBSP}₹`,
      `CGST 9${NBSP}% 45,00${NBSP}₹`,
      `GST 18${NBSP}% 90,00${NBSP}₹`,
      `Gesamtbetrag 590,00${NBSP}₹`,
    ]) {
      expect(german).toContain(line);
    }
  });

  it('gives Germany a Rechnung with USt and the seller’s VAT id, in the language it was paid in', async () => {
    // No `lang`: the language the payment was started in (German).
    const text = await invoiceText(lena);
    for (const line of [
      'Rechnung',
      'USt-IdNr.: DE000000000',
      'Beispielstraße 1',
      'Rechnungsnummer LUM-DE26-0000001',
      'Rechnungsdatum 15. August 2026',
      'Leistungsdatum 15. August 2026',
      'Leistungsort Deutschland',
      'Rechnungsempfänger',
      'Lena Schäfer',
      'lena@example.de',
      `Nettobetrag 8,40${NBSP}€`,
      `USt. 19${NBSP}% 1,60${NBSP}€`,
      `Gesamtbetrag 10,00${NBSP}€`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/₹|GST|Rupien|Steuerrechnung/);
    const english = await invoiceText(lena, 'en');
    for (const line of [
      'Invoice',
      'VAT ID: DE000000000',
      'Date of supply 15 August 2026',
      'Net amount €8.40',
      'VAT 19% €1.60',
      'Total €10.00',
    ]) {
      expect(english).toContain(line);
    }
    expect(english).not.toContain('Tax Invoice');
  });

  it("charges another EU country's rate on its own series", async () => {
    const text = await invoiceText(claire, 'en');
    expect(text).toContain('Invoice number LUM-FR26-0000001');
    expect(text).toContain('Place of supply France');
    expect(text).toContain('Net amount €8.33');
    expect(text).toContain('VAT 20% €1.67');
    expect(text).toContain('Total €10.00');
  });

  it('prints the seller as issued, not as configured later', async () => {
    await t.database.db
      .update(invoices)
      .set({
        seller: {
          name: 'Sternwarte GmbH',
          address: ['Hauptstraße 5', '80331 München'],
          vatId: 'DE123456789',
          gstin: null,
          gstState: null,
        },
      })
      .where(eq(invoices.paymentLogId, paid.get(lena) ?? 0));
    const text = await invoiceText(lena, 'de');
    expect(text).toContain('Sternwarte GmbH');
    expect(text).toContain('80331 München');
    expect(text).toContain('USt-IdNr.: DE123456789');
    expect(text).not.toContain('Lumus Demo GmbH');
  });

  it('refuses without a session (401), for another user’s or an unsettled payment (404), and bad fields (400)', async () => {
    const lenas = paid.get(lena) ?? 0;
    const anonymous = await download(null, `paymentLogId=${lenas}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ reason: string }>().reason).not.toBe('');

    const foreign = await download(amit, `paymentLogId=${lenas}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: `No invoice for payment ${lenas}.` });
    const open = await callData(t.app, amit, checkoutCall, { method: 'test', amount: 20_000 });
    const unsettled = await download(amit, `paymentLogId=${open.id}`);
    expect(unsettled.statusCode).toBe(404);
    expect(unsettled.json()).toMatchObject({ reason: `No invoice for payment ${open.id}.` });
    const missing = await download(amit, 'paymentLogId=999999');
    expect(missing.statusCode).toBe(404);

    for (const [query, reason] of [
      ['paymentLogId=abc', 'paymentLogId must be a positive whole number'],
      ['paymentLogId=0', 'paymentLogId must be a positive whole number'],
      ['', 'paymentLogId is required'],
      [`paymentLogId=${paid.get(amit) ?? 0}&lang=fr`, 'lang must be en or de'],
    ]) {
      const bad = await download(amit, query ?? '');
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json<{ reason: string }>().reason).toContain(reason);
    }
  });

  it('prints a buyer named in Devanagari with its conjuncts, no missing glyph', async () => {
    const ananya = inMarket(await signedInUser(t.app, '9876500204'), 'IN');
    await t.database.db
      .update(users)
      .set({ name: 'अनन्या', lastName: 'शर्मा' })
      .where(eq(users.id, ananya.userId));
    paid.set(ananya, await topUp(ananya, { amount: 50_000 }, 'en'));
    const response = await download(ananya, `paymentLogId=${paid.get(ananya) ?? 0}`);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    expect(pdfLines(pdf)).toContain('अनन्या शर्मा');
    // Glyph 0 is the missing glyph's box: the face that drew the name had every letter of it.
    const glyphs = embeddedGlyphs(pdf);
    expect(glyphs.missing).toBe(0);
    for (const char of 'अनन्याशर्मा') expect(glyphs.characters, char).toContain(char);
    // Only the faces the page needs are embedded (a Type0 font and its CID font name each one):
    // Inter for ₹ in both weights, Noto Sans Devanagari for the name; no other script's face.
    const embedded = new Set(
      [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(
        ([, name]) => name,
      ),
    );
    expect([...embedded].sort()).toEqual([
      'Inter-Bold',
      'Inter-Regular',
      'NotoSansDevanagari-Regular',
    ]);
  });

  it('leaves no successful payment without its invoice, demo customers included', async () => {
    await runSeed(t.database.db, SEED_STEPS);
    const [orphans] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentLogs)
      .leftJoin(invoices, eq(invoices.paymentLogId, paymentLogs.id))
      .where(and(eq(paymentLogs.status, 'success'), isNull(invoices.id)));
    expect(orphans?.n).toBe(0);
    const [demo] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(isNull(invoices.seller));
    expect(demo?.n).toBeGreaterThan(0);
  });
});
