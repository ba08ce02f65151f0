import { adminExportCall, adminInvoicesListCall } from '@lumus/contract/admin/admin-calls';
import type { AdminInvoicesInput } from '@lumus/contract/admin/admin-invoices';
import { ADMIN_PATHS, REASON_ADMINS_ONLY } from '@lumus/contract/admin/admin-paths';
import {
  checkoutCall,
  completePaymentCall,
  initiatePaymentCall,
} from '@lumus/contract/payments/payment-log';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStepsFor } from '../../app/seed-steps';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { pdfLines } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { invoices } from '../invoices/invoices-tables';
import { runSeed } from '../seed/run-seed';
import { users } from '../users/users-tables';
import { adminUser } from './admin-test-helpers';
import { adminAuditLog } from './admin-tables';
import { approveAtTestGateway } from '../payments/payment-test-fixtures';

/** A viewer whose browser carries the market cookie (set by the currency call). */
function inMarket(user: TestUser, country: string): TestUser {
  return { ...user, headers: { ...user.headers, cookie: `lumus_market=${country}` } };
}

describe(`admin invoices (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let amit: TestUser;
  let lena: TestUser;
  let now = new Date('2026-03-10T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await runSeed(t.database.db, seedStepsFor(false));
    // Sessions expire as the clock moves on, so each top-up signs in afresh, as a browser would.
    const customer = async (mobile: string, country: string) =>
      inMarket(await signedInUser(t.app, mobile), country);
    amit = await customer('9877700002', 'IN');
    lena = await customer('9877700003', 'DE');
    await t.database.db
      .update(users)
      .set({ name: 'Lena', lastName: 'Schäfer' })
      .where(eq(users.id, lena.userId));
    // March: one in rupees, one in euros; April: one of each again, and one in France.
    await topUp(amit, 50_000, 'en');
    await topUp(lena, 1_000, 'de');
    now = new Date('2026-04-20T10:00:00Z');
    await topUp(await customer('9877700002', 'IN'), 20_000, 'en');
    await topUp(await customer('9877700003', 'DE'), 2_000, 'de');
    await topUp(await customer('9877700004', 'FR'), 1_000, 'en');
    // 23:30 UTC on 30 April is 1 May in India: a May invoice (decision 051).
    now = new Date('2026-04-30T23:30:00Z');
    amit = await customer('9877700002', 'IN');
    await topUp(amit, 10_000, 'en');
    admin = await adminUser(t.app, t.database.db, '9877700001');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Checkout, initiate, approve on the TEST gateway's page and come back, like the browser. */
  async function topUp(user: TestUser, amount: number, language: 'en' | 'de') {
    const log = await callData(t.app, user, checkoutCall, { method: 'test', amount });
    const { redirectUrl } = await callData(t.app, user, initiatePaymentCall, {
      paymentLogId: log.id,
      language,
    });
    expect(await approveAtTestGateway(t.app, redirectUrl)).toBe(303);
    const settled = await callData(t.app, user, completePaymentCall, { paymentLogId: log.id });
    expect(settled.status).toBe('success');
    return log.id;
  }

  const list = (input: AdminInvoicesInput) => callData(t.app, admin, adminInvoicesListCall, input);

  it('lists every invoice newest first, with the buyer and the amounts', async () => {
    const page = await list({});
    expect(page.total).toBe(6);
    expect(page.items.map((item) => item.invoiceNumber)).toEqual([
      'LUM-IN26-0000003',
      'LUM-FR26-0000001',
      'LUM-DE26-0000002',
      'LUM-IN26-0000002',
      'LUM-DE26-0000001',
      'LUM-IN26-0000001',
    ]);
    expect(page.items[5]).toMatchObject({
      userId: amit.userId,
      market: 'IN',
      currency: 'INR',
      netMinor: 50_000,
      taxMinor: 9_000,
      grossMinor: 59_000,
      issueDate: '2026-03-10',
    });
    expect(page.items[4]).toMatchObject({
      userName: 'Lena Schäfer',
      market: 'DE',
      currency: 'EUR',
    });
    const paged = await list({ page: 2, pageSize: 4 });
    expect(paged).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    expect(paged.items.map((item) => item.invoiceNumber)).toEqual([
      'LUM-DE26-0000001',
      'LUM-IN26-0000001',
    ]);
  });

  it('adds up the filtered invoices per currency, never across currencies', async () => {
    const rows = await t.database.db.select().from(invoices);
    const sum = (currency: string, field: 'netMinor' | 'taxMinor' | 'grossMinor') =>
      rows.filter((row) => row.currency === currency).reduce((a, row) => a + row[field], 0);
    const all = await list({ pageSize: 1 });
    expect(all.items).toHaveLength(1);
    expect(all.totals).toEqual([
      {
        currency: 'EUR',
        count: 3,
        netMinor: sum('EUR', 'netMinor'),
        taxMinor: sum('EUR', 'taxMinor'),
        grossMinor: 4_000,
      },
      { currency: 'INR', count: 3, netMinor: 80_000, taxMinor: 14_400, grossMinor: 94_400 },
    ]);
    // VAT is inside the euro price: net and tax of €10 in Germany (19 %) and France (20 %).
    expect(sum('EUR', 'netMinor') + sum('EUR', 'taxMinor')).toBe(4_000);
    expect(sum('EUR', 'taxMinor')).toBe(160 + 319 + 167);
    const march = await list({ from: '2026-03-01', to: '2026-03-31' });
    expect(march.totals).toEqual([
      { currency: 'EUR', count: 1, netMinor: 840, taxMinor: 160, grossMinor: 1_000 },
      { currency: 'INR', count: 1, netMinor: 50_000, taxMinor: 9_000, grossMinor: 59_000 },
    ]);
  });

  it('filters by market, invoice date and number', async () => {
    const numbers = async (input: AdminInvoicesInput) =>
      (await list(input)).items.map((item) => item.invoiceNumber);
    expect(await numbers({ market: 'de' })).toEqual(['LUM-DE26-0000002', 'LUM-DE26-0000001']);
    expect(await numbers({ market: '' })).toHaveLength(6);
    // By the invoice date: the Indian payment at 23:30 UTC on 30 April is dated 1 May.
    expect(await numbers({ market: 'IN', from: '2026-04-01', to: '2026-04-30' })).toEqual([
      'LUM-IN26-0000002',
    ]);
    expect(await numbers({ from: '2026-05-01' })).toEqual(['LUM-IN26-0000003']);
    expect(await numbers({ to: '2026-03-10' })).toEqual(['LUM-DE26-0000001', 'LUM-IN26-0000001']);
    expect(await numbers({ number: 'lum-fr' })).toEqual(['LUM-FR26-0000001']);
    expect(await numbers({ number: '0000002' })).toEqual(['LUM-DE26-0000002', 'LUM-IN26-0000002']);
    expect(await numbers({ number: '%' })).toEqual([]);
    const none = await list({ market: 'AT' });
    expect(none).toMatchObject({ items: [], total: 0, totals: [] });
  });

  it('refuses bad filters with a reason', async () => {
    for (const [input, reason] of [
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ from: '2026-04-02', to: '2026-04-01' }, 'to'],
      [{ page: 0 }, 'page'],
      [{ pageSize: 500 }, 'pageSize'],
      [{ market: 'XX' }, 'market'],
      [{ market: 'India' }, 'market'],
      [{ number: 'x'.repeat(101) }, 'number'],
    ] as const) {
      const answer = await call(t.app, admin, adminInvoicesListCall, input);
      expect(answer.statusCode, JSON.stringify(input)).toBe(400);
      expect(answer.json<{ reason: string }>().reason, JSON.stringify(input)).toContain(reason);
    }
  });

  it('refuses the list to the signed out and to a plain user', async () => {
    const signedOut = await t.app.inject({ url: ADMIN_PATHS.invoicesList });
    expect(signedOut.statusCode).toBe(401);
    const refused = await call(t.app, amit, adminInvoicesListCall, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'fail', reason: REASON_ADMINS_ONLY });
  });

  describe('PDF', () => {
    const download = (user: TestUser | null, query: string) =>
      t.app.inject({ url: `${ADMIN_PATHS.invoicePdf}?${query}`, headers: user?.headers ?? {} });

    async function invoiceOf(number: string) {
      const [row] = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.invoiceNumber, number));
      if (row === undefined) throw new Error(`no ${number}`);
      return row;
    }

    it("gives an admin any user's invoice, in its language or the one asked, and audits it", async () => {
      const invoice = await invoiceOf('LUM-DE26-0000001');
      const german = await download(admin, `invoiceId=${invoice.id}`);
      expect(german.statusCode, german.body.slice(0, 200)).toBe(200);
      expect(german.headers['content-type']).toBe('application/pdf');
      expect(german.headers['content-disposition']).toBe(
        "attachment; filename*=UTF-8''LUM-DE26-0000001.pdf",
      );
      const text = pdfLines(german.rawPayload).join('\n');
      expect(text).toContain('Rechnung');
      expect(text).toContain('Lena Schäfer');
      const english = await download(admin, `invoiceId=${invoice.id}&lang=en`);
      expect(pdfLines(english.rawPayload).join('\n')).toContain('Invoice');
      const audited = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(
          and(
            eq(adminAuditLog.action, 'invoice.download'),
            eq(adminAuditLog.targetType, 'invoice'),
          ),
        );
      expect(audited).toHaveLength(2);
      expect(audited[0]).toMatchObject({ adminUserId: admin.userId, targetId: String(invoice.id) });
    });

    it('refuses a plain user, even for their own invoice, and the signed out', async () => {
      const own = await invoiceOf('LUM-IN26-0000001');
      const refused = await download(amit, `invoiceId=${own.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 'fail', reason: REASON_ADMINS_ONLY });
      expect((await download(null, `invoiceId=${own.id}`)).statusCode).toBe(401);
    });

    it('answers 404 for no such invoice and 400 for a bad id or language', async () => {
      const missing = await download(admin, 'invoiceId=999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: 'fail', reason: 'No invoice with id 999999.' });
      for (const query of ['invoiceId=abc', 'invoiceId=1&lang=fr', '']) {
        const bad = await download(admin, query);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json<{ reason: string }>().reason.length).toBeGreaterThan(5);
      }
    });
  });

  describe('CSV export', () => {
    const lines = (body: string) => body.split('\r\n').filter(Boolean);

    it('exports the invoices dated in the period, per series in number order', async () => {
      const file = await callData(t.app, admin, adminExportCall, {
        kind: 'invoices',
        from: '2026-04-01',
        to: '2026-04-30',
      });
      expect(file).toMatchObject({
        filename: 'lumus-invoices-2026-04-01-to-2026-04-30.csv',
        contentType: 'text/csv',
      });
      const rows = lines(file.body);
      expect(rows[0]).toBe(
        'invoice_number,invoice_date,issued_at,market,currency,net,tax,gross,tax_rate_percent,tax_mode,user_id,buyer_name,payment_id',
      );
      expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([
        'LUM-DE26-0000002',
        'LUM-FR26-0000001',
        'LUM-IN26-0000002',
      ]);
      expect(rows[3]).toContain(
        `,2026-04-20,2026-04-20T10:00:00.000Z,IN,INR,200.00,36.00,236.00,18.00,exclusive,${amit.userId},`,
      );
      expect(rows[1]).toContain(',DE,EUR,16.81,3.19,20.00,19.00,inclusive,');
      expect(rows[1]).toContain('Lena Schäfer');
      // The export is audited like the others.
      const audited = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, 'export.invoices'));
      expect(audited).toHaveLength(1);
    });

    it('refuses a backwards period', async () => {
      const answer = await call(t.app, admin, adminExportCall, {
        kind: 'invoices',
        from: '2026-05-01',
        to: '2026-04-01',
      });
      expect(answer.statusCode).toBe(400);
    });
  });
});
