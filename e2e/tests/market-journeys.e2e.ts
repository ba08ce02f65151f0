import type { Download, Page } from 'playwright-core';
import { describe, type ExpectStatic } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import {
  consoleAcceptCall,
  consoleQueueCall,
  orderDetailCall,
} from '@lumus/contract/chat/chat-calls';
import { e2eTest } from '../lib/e2e-test';
import { pdfLines } from '../lib/pdf-text';
import { JOURNEY_TIMEOUT_MS, UI_TIMEOUT_MS } from './auth-helpers';
import { rupees } from './call-helpers';
import {
  TEST_INTAKE,
  callApi,
  connectSocket,
  goOnlineByApi,
  orderOf,
  signInByApi,
  walletEntries,
  type ApiSession,
} from './chat-helpers';

/**
 * Issue 27's two customers, each from the price list through a paid chat to the invoice PDF:
 * a user in Berlin pays in euros with VAT included and gets a German Rechnung, a user in India
 * pays in rupees with GST added and gets a tax invoice (decisions 045, 046, 051).
 */

const NBSP = '\u00a0';
const BERLIN = { timezoneId: 'Europe/Berlin', locale: 'de-DE' } as const;
const KOLKATA = { timezoneId: 'Asia/Kolkata', locale: 'en-IN' } as const;
/** The fourth demo psychic's console number (README): rupee and euro prices (demo seed). */
const CONSULTANT_MOBILE = '9876500004';
/** Long enough that the per-second charge is above zero at any demo rate in either currency. */
const CHAT_SECONDS = 8;

/** "0,11 €", as German pages write an amount of euro cents. */
function euros(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')}${NBSP}€`;
}

interface Market {
  prefix: '' | '/de';
  labels: {
    pay: RegExp;
    gender: string;
    birthDate: string;
    birthTime: string;
    birthPlace: string;
    start: string;
    join: string;
    invoiceButton: string;
  };
  money: (minor: number) => string;
}

const GERMANY: Market = {
  prefix: '/de',
  labels: {
    pay: / bezahlen$/,
    gender: 'Geschlecht',
    birthDate: 'Geburtsdatum',
    birthTime: 'Geburtszeit',
    birthPlace: 'Geburtsort',
    start: 'Chat starten',
    join: 'Chat beginnen',
    invoiceButton: 'Rechnung herunterladen (PDF)',
  },
  money: euros,
};

const INDIA: Market = {
  prefix: '',
  labels: {
    pay: /^Pay /,
    gender: 'Gender',
    birthDate: 'Date of birth',
    birthTime: 'Time of birth',
    birthPlace: 'Place of birth',
    start: 'Start chat',
    join: 'Start chatting',
    invoiceButton: 'Download invoice (PDF)',
  },
  money: rupees,
};

/** The price list's pack of this amount -> test payment -> pay -> Approve on the TEST page. */
async function payPack(page: Page, market: Market, amountMinor: number) {
  await page.goto(`${market.prefix}/add-wallet-money/price-list`);
  await page.locator(`[data-testid=recharge-pack][data-amount="${amountMinor}"]`).click();
  await page.getByRole('radio', { name: /Testzahlung|Test payment/ }).check();
  await page.getByRole('button', { name: market.labels.pay }).click();
  await page.waitForURL(/\/api\/test-gateway\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/add-wallet-money\/payment\?paymentLogId=\d+$/);
  // The success screen offers the invoice at once.
  await page
    .getByRole('button', { name: market.labels.invoiceButton })
    .waitFor({ timeout: UI_TIMEOUT_MS });
}

/**
 * The user asks the psychic for a chat from the intake form (a euro wallet ticks the consent to
 * immediate performance first), the psychic accepts and answers over their own connection, the
 * user writes, waits and ends. Resolves to the ended order.
 */
async function paidChat(
  expect: ExpectStatic,
  page: Page,
  market: Market,
  user: ApiSession,
  consultant: ApiSession,
  consultantId: number,
) {
  const { labels } = market;
  await page.goto(`${market.prefix}/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`);
  const form = page.getByTestId('intake-form');
  await form.waitFor({ timeout: UI_TIMEOUT_MS });
  await form.getByLabel('Name').fill(TEST_INTAKE.name);
  await form.getByLabel(labels.gender).selectOption(TEST_INTAKE.gender);
  await form.getByLabel(labels.birthDate).fill(TEST_INTAKE.birthDate);
  await form.getByLabel(labels.birthTime, { exact: true }).fill(TEST_INTAKE.birthTime);
  await form.getByLabel(labels.birthPlace).fill(TEST_INTAKE.birthPlace);
  await form.getByLabel(labels.birthPlace).press('Escape');
  const waiver = form.getByTestId('withdrawal-waiver');
  if (market === GERMANY) {
    await waiver.check();
  } else {
    // Indian consumer law has no such withdrawal right: the form does not ask.
    expect(await waiver.count()).toBe(0);
  }
  await form.getByRole('button', { name: labels.start }).click();
  await page
    .locator('[data-testid=chat-waitlist][data-connection=connected]')
    .waitFor({ timeout: UI_TIMEOUT_MS });

  const queue = await callApi(consultant, consoleQueueCall, {});
  const chatId = queue.orders.find((order) => order.userId === user.userId)?.id;
  if (chatId === undefined) throw new Error('the request is not in the queue');
  await callApi(consultant, consoleAcceptCall, { chatId });
  await page.getByTestId('chat-ready').getByRole('button', { name: labels.join }).click();
  const room = page.getByTestId('chat-room');
  await room.waitFor({ timeout: UI_TIMEOUT_MS });

  const socket = await connectSocket(consultant);
  try {
    expect((await socket.emitWithAck('chat:join', { chatId })).ok).toBe(true);
    await room.getByTestId('chat-input').fill('Will my new job work out?');
    await room.getByTestId('chat-input').press('Enter');
    const answer = 'The stars look kind to you this year.';
    expect(
      (await socket.emitWithAck('chat:send', { chatId, clientId: 'e2e-market-1', text: answer }))
        .ok,
    ).toBe(true);
    await room.getByTestId('chat-message').filter({ hasText: answer }).waitFor();
    await page.waitForTimeout(CHAT_SECONDS * 1000);
    await room.getByTestId('chat-end').click();
    await page.getByTestId('chat-end-confirm').click();
    await page.getByTestId('chat-summary').waitFor({ timeout: UI_TIMEOUT_MS });
  } finally {
    socket.disconnect();
  }
  return orderOf(user, orderDetailCall, chatId);
}

/** The saved file itself (the browser may run elsewhere: read it through Playwright). */
async function downloadedText(download: Download): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Uint8Array);
  return pdfLines(Buffer.concat(chunks)).join('\n');
}

/** The payment log's one row: its invoice number, and the PDF its button downloads. */
async function invoiceFromPaymentLog(page: Page, market: Market) {
  await page.goto(`${market.prefix}/payment-logs`);
  const row = page.getByTestId('payment-log');
  await row.getByTestId('invoice-download').waitFor({ timeout: UI_TIMEOUT_MS });
  const shown = (await row.getByTestId('payment-log-invoice').textContent()) ?? '';
  const number = /LUM-[A-Z]{2}\d{2}-\d{7}/.exec(shown)?.[0] ?? '';
  const download = page.waitForEvent('download');
  await row.getByTestId('invoice-download').click();
  const file = await download;
  return { number, fileName: file.suggestedFilename(), text: await downloadedText(file) };
}

/** The charge in the order, the ledger, the summary and the wallet page, all in one currency. */
async function expectChargedOnce(
  expect: ExpectStatic,
  page: Page,
  market: Market,
  user: ApiSession,
  order: Awaited<ReturnType<typeof paidChat>>,
  currency: 'INR' | 'EUR',
  balanceBefore: number,
) {
  expect(order.status).toBe('ended');
  expect(order.currency).toBe(currency);
  expect(order.billedSeconds).toBeGreaterThanOrEqual(CHAT_SECONDS);
  const amount = Math.floor((order.billedSeconds * order.ratePerMinute) / 60);
  expect(amount).toBeGreaterThan(0);
  expect(order.amountCharged).toBe(amount);
  const charges = (await walletEntries(user)).filter((entry) => entry.kind === 'chat_charge');
  expect(charges.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([
    [-amount, balanceBefore - amount],
  ]);
  expect(await page.getByTestId('summary-amount').textContent()).toBe(market.money(amount));

  await page.goto(`${market.prefix}/my-wallet`);
  await expect
    .poll(() => page.getByTestId('wallet-page-balance').textContent())
    .toBe(market.money(balanceBefore - amount));
  const row = (await page.getByTestId('wallet-transaction').first().textContent()) ?? '';
  expect(row).toContain(`−${market.money(amount)}`);
}

describe('a customer in each market, from the price list through a paid chat to the invoice', () => {
  e2eTest(
    'Berlin: €10 with VAT included, the consent, a chat charged in euros, a German Rechnung',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const consultantId = await goOnlineByApi(consultant);
      const user = await signInByApi(baseUrl, '9000000781', BERLIN.timezoneId);
      const page = await openPage({ viewport: 'phone', ...BERLIN, localStorage: user.storage });

      await payPack(page, GERMANY, 1_000);
      const balanceBefore = (await walletEntries(user))[0]?.balanceAfter ?? 0;
      // €10 and the first top-up's bonus, in cents.
      expect(balanceBefore).toBe(1_500);

      const order = await paidChat(expect, page, GERMANY, user, consultant, consultantId);
      await expectChargedOnce(expect, page, GERMANY, user, order, 'EUR', balanceBefore);
      const pageText = await page.locator('body').innerText();
      expect(pageText).toContain('Chat mit');
      expect(pageText).not.toMatch(/₹|GST|Rupien/);

      const { number, fileName, text } = await invoiceFromPaymentLog(page, GERMANY);
      expect(number).toMatch(/^LUM-DE\d{2}-\d{7}$/);
      expect(fileName).toBe(`${number}.pdf`);
      for (const line of [
        'Rechnung',
        `Rechnungsnummer ${number}`,
        'USt-IdNr.: DE000000000',
        'Rechnungsempfänger',
        'Guthabenaufladung',
        `Nettobetrag 8,40${NBSP}€`,
        `USt. 19${NBSP}% 1,60${NBSP}€`,
        `Gesamtbetrag 10,00${NBSP}€`,
      ]) {
        expect(text).toContain(line);
      }
      expect(text).toMatch(/Rechnungsdatum \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
      expect(text).toMatch(/Leistungsdatum \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
      expect(text).not.toMatch(/₹|GST|Rupien|Tax Invoice/);
    },
    JOURNEY_TIMEOUT_MS,
  );

  e2eTest(
    'India: ₹500 with GST added, a chat charged in rupees, a GST tax invoice',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const consultantId = await goOnlineByApi(consultant);
      const user = await signInByApi(baseUrl, '9000000782', KOLKATA.timezoneId);
      const page = await openPage({ viewport: 'phone', ...KOLKATA, localStorage: user.storage });

      await payPack(page, INDIA, 50_000);
      const balanceBefore = (await walletEntries(user))[0]?.balanceAfter ?? 0;
      expect(balanceBefore).toBeGreaterThanOrEqual(50_000);

      const order = await paidChat(expect, page, INDIA, user, consultant, consultantId);
      await expectChargedOnce(expect, page, INDIA, user, order, 'INR', balanceBefore);
      expect(await page.locator('body').innerText()).not.toContain('€');

      const { number, fileName, text } = await invoiceFromPaymentLog(page, INDIA);
      expect(number).toMatch(/^LUM-IN\d{2}-\d{7}$/);
      expect(fileName).toBe(`${number}.pdf`);
      for (const line of [
        'Tax Invoice',
        `Invoice number ${number}`,
        'GSTIN: 29AAAAA0000A1Z5',
        'Place of supply Karnataka (29)',
        '+91 9000000782',
        'Wallet recharge ₹500.00',
        'Taxable value ₹500.00',
        'CGST 9% ₹45.00',
        'SGST 9% ₹45.00',
        'GST 18% ₹90.00',
        'Total ₹590.00',
      ]) {
        expect(text).toContain(line);
      }
      expect(text).toMatch(/Invoice date \d{1,2} [A-Z][a-z]+ \d{4}/);
      expect(text).not.toMatch(/€|USt|VAT/);

      // The row opens its receipt, which offers the same invoice.
      await page.getByTestId('payment-log').getByTestId('payment-log-receipt').click();
      await page.waitForURL(/\/add-wallet-money\/payment\?paymentLogId=\d+$/);
      await page
        .getByRole('button', { name: INDIA.labels.invoiceButton })
        .waitFor({ timeout: UI_TIMEOUT_MS });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
