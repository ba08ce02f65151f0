import { helpFactsCall } from '@lumus/contract/help/help-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveFreeChatMinutes } from '../static-values/free-chat-minutes';

describe('help centre figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CHAT_MIN_MINUTES: '4',
        FREE_CHAT_MINUTES: '3',
        CONSOLE_GRACE_SECONDS: '45',
        CALL_GRACE_SECONDS: '20',
        FREE_MINUTES_CONSENT_SECONDS: '90',
        PAYMENT_TAX_PERCENT: '12.5',
        MARKET_EU_VAT: 'DE:19,AT:20',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function facts() {
    const response = await t.app.inject({ url: helpFactsCall.path });
    expect(response.statusCode, response.body).toBe(200);
    return helpFactsCall.response.parse(response.json()).data;
  }

  it('quotes the configuration the sessions and payments run on, to a guest', async () => {
    expect(await facts()).toEqual({
      freeChatMinutes: 3,
      minimumBalanceMinutes: 4,
      freeMinutesConsentSeconds: 90,
      psychicGraceSeconds: 45,
      callGraceSeconds: 20,
      markets: [
        { country: 'IN', currency: 'INR', taxMode: 'exclusive', taxPercent: 12.5 },
        { country: 'DE', currency: 'EUR', taxMode: 'inclusive', taxPercent: 19 },
        { country: 'AT', currency: 'EUR', taxMode: 'inclusive', taxPercent: 20 },
      ],
    });
  });

  it("follows the admin's free-minutes setting as soon as it changes", async () => {
    await saveFreeChatMinutes(t.database.db, 0, new Date());
    expect((await facts()).freeChatMinutes).toBe(0);
    await saveFreeChatMinutes(t.database.db, 7, new Date());
    expect((await facts()).freeChatMinutes).toBe(7);
  });
});
