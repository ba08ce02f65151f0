import type { PaymentLogItem } from '@lumus/contract/payments/payment-log';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentLogRow } from './payment-log-row';
import { renderInLanguage } from './render-in-language';

const settled: PaymentLogItem = {
  id: 31,
  packId: 6,
  amount: 1_000,
  bonusAmount: 500,
  netAmount: 840,
  taxAmount: 160,
  totalAmount: 1_000,
  taxBasisPoints: 1900,
  taxMode: 'inclusive',
  market: 'DE',
  currency: 'EUR',
  method: 'test',
  status: 'success',
  failureReason: null,
  createdAt: '2026-08-15T10:00:00.000Z',
  completedAt: '2026-08-15T10:00:05.000Z',
  invoiceNumber: 'LUM-DE26-0000001',
};

describe('PaymentLogRow', () => {
  it('offers a settled top-up’s invoice under its number, in the page’s language', () => {
    renderInLanguage(
      <ul>
        <PaymentLogRow log={settled} />
      </ul>,
      'de',
    );
    expect(screen.getByTestId('payment-log-invoice')).toHaveTextContent(
      'Rechnung LUM-DE26-0000001',
    );
    expect(
      screen.getByRole('button', { name: 'Rechnung LUM-DE26-0000001 herunterladen (PDF)' }),
    ).toHaveTextContent('Rechnung herunterladen (PDF)');
  });

  it('has no invoice for a payment that did not go through', () => {
    renderInLanguage(
      <ul>
        <PaymentLogRow log={{ ...settled, status: 'failed', invoiceNumber: null }} />
      </ul>,
    );
    expect(screen.queryByTestId('payment-log-invoice')).toBeNull();
    expect(screen.queryByTestId('invoice-download')).toBeNull();
    expect(screen.getByTestId('payment-log-status')).toHaveTextContent('Failed');
  });
});
