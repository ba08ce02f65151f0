import { walletTransactionsCall } from '@lumus/contract/wallet/wallet-transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consultants } from '../catalogue/catalogue-tables';
import { chatOrders } from '../sessions/session-tables';
import { listedPsychic } from '../site/listed-psychic-fixture';
import { applyWalletEntry } from './wallet-ledger';

describe('wallet transactions name the psychic of each session', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    asha = await signedInUser(t.app, '9876500011');
    ravi = await signedInUser(t.app, '9876500012');
  });
  afterAll(async () => {
    await t.close();
  });

  async function order(userId: number, consultantId: number, kind: 'chat' | 'call') {
    const [row] = await t.database.db
      .insert(chatOrders)
      .values({
        userId,
        consultantId,
        kind,
        status: 'ended',
        ratePerMinuteMinor: 2_500,
        platformSharePercent: 50,
        createdAt: new Date(),
        endedAt: new Date(),
      })
      .returning({ id: chatOrders.id });
    if (row === undefined) throw new Error('no order');
    return row.id;
  }

  it('gives charges and refunds their chat or call and psychic, recharges none', async () => {
    const [aarav] = await t.database.db
      .insert(consultants)
      .values(listedPsychic('aarav-sharma', 'Aarav Sharma'))
      .returning({ id: consultants.id });
    if (aarav === undefined) throw new Error('no psychic');
    const chat = await order(asha.userId, aarav.id, 'chat');
    const voice = await order(asha.userId, aarav.id, 'call');
    const ravisChat = await order(ravi.userId, aarav.id, 'chat');
    const db = t.database.db;
    const apply = (
      kind: 'adjustment' | 'chat_charge' | 'refund',
      amountMinor: number,
      id: string,
    ) =>
      applyWalletEntry(db, {
        userId: asha.userId,
        kind,
        amountMinor,
        reference:
          kind === 'adjustment' ? { type: 'admin_action', id } : { type: 'chat_order', id },
        idempotencyKey: `wallet-lines:${kind}:${id}`,
      });
    await apply('adjustment', 50_000, 'grant-1');
    await apply('chat_charge', -5_475, String(chat));
    await apply('chat_charge', -2_500, String(voice));
    await apply('refund', 2_500, String(voice));
    // A reference to another user's order names nobody (it is not this user's session).
    await apply('chat_charge', -100, String(ravisChat));

    const response = await call(t.app, asha, walletTransactionsCall);
    expect(response.statusCode).toBe(200);
    const items = response.json<{ data: { items: { kind: string; session: unknown }[] } }>().data
      .items;
    expect(items.map(({ kind, session }) => ({ kind, session }))).toEqual([
      { kind: 'chat_charge', session: null },
      { kind: 'refund', session: { kind: 'call', psychicName: 'Aarav Sharma' } },
      { kind: 'chat_charge', session: { kind: 'call', psychicName: 'Aarav Sharma' } },
      { kind: 'chat_charge', session: { kind: 'chat', psychicName: 'Aarav Sharma' } },
      { kind: 'adjustment', session: null },
    ]);
  });
});
