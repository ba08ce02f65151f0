import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import {
  WITHDRAWAL_WAIVER_VERSION,
  withdrawalWaiverCall,
} from '@lumus/contract/legal/withdrawal-waiver';
import { endChatCall } from '@lumus/contract/chat/chat-calls';
import { consultantPrices } from '../catalogue/catalogue-tables';
import { currencyRates } from '../currency/currency-tables';
import { earningLines, payoutProfiles } from '../earnings/earnings-tables';
import { fixWalletCurrency, readWalletBalance } from '../wallet/wallet-ledger';
import { walletEntries, wallets } from '../wallet/wallet-tables';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
  startChat,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import { chatOrders } from './session-tables';

/**
 * A signed-in user whose wallet holds `cents` euro cents (fixed in euros like a first top-up), who
 * has consented to immediate performance as an EU customer must before a paid session (046).
 */
async function euroUser(server: ChatServer, mobile: string, cents: number): Promise<TestUser> {
  const user = await signedInUser(server.app, mobile);
  await fixWalletCurrency(server.database.db, user.userId, 'EUR');
  await fund(server.database.db, user.userId, cents, `eur-${mobile}`);
  const waiver = await call(server.app, user, withdrawalWaiverCall, {
    version: WITHDRAWAL_WAIVER_VERSION,
    agreed: true,
  });
  expect(waiver.statusCode, waiver.body).toBe(200);
  return user;
}

describe(`sessions in the wallet's currency (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({
    CHAT_MIN_MINUTES: '5',
    PLATFORM_SHARE_PERCENT: '30',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });

  async function euroPsychic(mobile: string, rupees: number, cents: number, market: 'IN' | 'DE') {
    const { database, app } = server;
    const psychic = await consultantAccount(app, database.db, mobile, rupees);
    await database.db
      .insert(consultantPrices)
      .values({ consultantId: psychic.consultantId, currency: 'EUR', chatPerMinuteMinor: cents });
    await database.db
      .update(payoutProfiles)
      .set({ market })
      .where(eq(payoutProfiles.consultantId, psychic.consultantId));
    return psychic;
  }

  it('charges a euro wallet the psychic’s euro price, and pays a German psychic in euros unconverted', async () => {
    const { app, database } = server;
    // ₹20/min in India, €1.20/min in Germany: the operator's two prices, no rate between them.
    const psychic = await euroPsychic('9000000101', 2_000, 120, 'DE');
    const user = await euroUser(server, '9100000101', 1_000);
    const check = await call(app, user, chatStartCheckCall, {
      consultantId: psychic.consultantId,
    });
    // Five minimum minutes at €1.20: €6.00 of the €10.00.
    expect(check.json()).toMatchObject({
      data: { requiredAmount: 600, balance: 1_000, shortfall: 0 },
    });
    const chatId = await startChat(app, user, psychic);
    time.advance(90);
    const ended = await call(app, user, endChatCall, { chatId });
    expect(ended.json()).toMatchObject({
      data: { billedSeconds: 90, amountCharged: 180, consultantEarnings: 126 },
    });
    const [order] = await database.db.select().from(chatOrders).where(eq(chatOrders.id, chatId));
    expect(order).toMatchObject({ currency: 'EUR', ratePerMinuteMinor: 120 });
    expect(await readWalletBalance(database.db, user.userId)).toBe(820);
    const [wallet] = await database.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, user.userId));
    expect(wallet?.currency).toBe('EUR');
    const charges = await database.db
      .select({ amount: walletEntries.amountMinor })
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, `chat:${chatId}:final`));
    expect(charges).toEqual([{ amount: -180 }]);
    const [line] = await database.db
      .select()
      .from(earningLines)
      .where(eq(earningLines.sourceKey, `session:${chatId}`));
    expect(line).toMatchObject({
      amountMinor: 126,
      currency: 'EUR',
      sourceAmountMinor: 126,
      sourceCurrency: 'EUR',
    });
  });

  it('converts a euro charge once into an Indian psychic’s rupees, at the rate of that day', async () => {
    const { app, database } = server;
    await database.db
      .insert(currencyRates)
      .values({ isoCode: 'EUR', symbol: '€', conversionFactor: 10_000, countries: ['DE'] })
      .onConflictDoUpdate({ target: currencyRates.isoCode, set: { conversionFactor: 10_000 } });
    const psychic = await euroPsychic('9000000102', 2_000, 100, 'IN');
    const user = await euroUser(server, '9100000102', 1_000);
    const chatId = await startChat(app, user, psychic);
    time.advance(60);
    await call(app, user, endChatCall, { chatId });
    // €1.00 charged, 70 c earned = ₹70.00 at 100 paise per cent.
    const [line] = await database.db
      .select()
      .from(earningLines)
      .where(eq(earningLines.sourceKey, `session:${chatId}`));
    expect(line).toMatchObject({
      amountMinor: 7_000,
      currency: 'INR',
      sourceAmountMinor: 70,
      sourceCurrency: 'EUR',
    });
  });

  it('refuses a session with a psychic who has no price in the wallet’s currency (409)', async () => {
    const { app, database } = server;
    const rupeesOnly = await consultantAccount(app, database.db, '9000000103', 2_000);
    const user = await euroUser(server, '9100000103', 1_000);
    const token = await requestChat(app, user, rupeesOnly.consultantId);
    expect(token.statusCode).toBe(409);
    expect(token.json()).toEqual({
      status: 'fail',
      reason: 'This psychic does not take sessions in EUR.',
    });
    const check = await call(app, user, chatStartCheckCall, {
      consultantId: rupeesOnly.consultantId,
    });
    expect(check.statusCode).toBe(409);
    const open = await database.db
      .select()
      .from(chatOrders)
      .where(eq(chatOrders.userId, user.userId));
    expect(open).toEqual([]);
    expect(await readWalletBalance(database.db, user.userId)).toBe(1_000);
  });

  it('keeps rupee wallets on rupee prices', async () => {
    const { app, database } = server;
    const psychic = await euroPsychic('9000000104', 2_000, 120, 'IN');
    const user = await signedInUser(app, '9100000104');
    await fixWalletCurrency(database.db, user.userId, 'INR');
    await fund(database.db, user.userId, 20_000, 'inr-104');
    const chatId = await startChat(app, user, psychic);
    time.advance(90);
    const ended = await call(app, user, endChatCall, { chatId });
    expect(ended.json()).toMatchObject({ data: { amountCharged: 3_000 } });
  });
});
