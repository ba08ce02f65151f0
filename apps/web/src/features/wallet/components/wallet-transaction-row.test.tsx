import type { WalletTransaction } from '@lumus/contract/wallet/wallet-transactions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from '../../catalogue/catalogue-test-providers';
import { WalletTransactionRow } from './wallet-transaction-row';

const base: WalletTransaction = {
  id: 1,
  kind: 'chat_charge',
  amount: -5_475,
  balanceAfter: 44_525,
  referenceType: 'chat_order',
  referenceId: '12',
  session: { kind: 'chat', psychicName: 'Aarav Sharma' },
  createdAt: '2026-11-26T07:15:00.000Z',
};

function rowText(entry: WalletTransaction, path = '/my-wallet'): string {
  const view = renderCatalogue(
    <ul>
      <WalletTransactionRow entry={entry} />
    </ul>,
    { path },
  );
  const text = screen.getByTestId('wallet-transaction').textContent;
  view.unmount();
  return text;
}

describe('wallet transaction line', () => {
  it("names the session's psychic: 'Chat with Aarav Sharma −₹54.75'", () => {
    expect(rowText(base)).toMatch(/^Chat with Aarav Sharma.*−₹54\.75/);
    expect(rowText({ ...base, session: { kind: 'call', psychicName: 'Aarav Sharma' } })).toMatch(
      /^Call with Aarav Sharma/,
    );
    expect(rowText({ ...base, kind: 'refund', amount: 5_475 })).toMatch(
      /^Refund: chat with Aarav Sharma.*\+₹54\.75/,
    );
  });

  it('keeps the plain kind without a session, and speaks German under /de', () => {
    expect(
      rowText({
        ...base,
        kind: 'recharge',
        amount: 50_000,
        session: null,
        referenceType: 'payment_log',
      }),
    ).toMatch(/^Wallet recharge/);
    expect(rowText(base, '/de/my-wallet')).toMatch(/^Chat mit Aarav Sharma/);
  });
});
