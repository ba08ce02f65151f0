import type { PaymentLog } from '@lumus/contract/payments/payment-log';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusView } from './payment-status-view';
import { renderInLanguage } from './render-in-language';

const base: PaymentLog = {
  id: 12,
  packId: 4,
  amount: 50_000,
  bonusAmount: 5_000,
  netAmount: 50_000,
  taxAmount: 9_000,
  totalAmount: 59_000,
  taxBasisPoints: 1800,
  taxMode: 'exclusive',
  market: 'IN',
  currency: 'INR',
  method: 'test',
  status: 'pending',
  failureReason: null,
  createdAt: '2025-01-02T03:04:05.000Z',
  completedAt: null,
};

describe('PaymentStatusView', () => {
  it('waits calmly while the payment is open or not loaded yet', () => {
    const { unmount } = renderInLanguage(<PaymentStatusView log={undefined} balance={0} />);
    expect(screen.getByTestId('payment-status-title')).toHaveTextContent('Confirming your payment');
    unmount();
    renderInLanguage(<PaymentStatusView log={base} balance={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('keep this page open');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a success with what was added and the new balance', () => {
    renderInLanguage(<PaymentStatusView log={{ ...base, status: 'success' }} balance={75_000} />);
    expect(screen.getByTestId('payment-status-title')).toHaveTextContent('Payment successful');
    expect(screen.getByTestId('payment-success-text')).toHaveTextContent(
      '₹550 has been added to your wallet.',
    );
    expect(screen.getByText('Including a bonus of ₹50.')).toBeInTheDocument();
    expect(screen.getByText('New balance: ₹750')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my wallet' })).toHaveAttribute(
      'href',
      '/my-wallet',
    );
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeEnabled();
  });

  it('offers the way back first when the user came to top up from a chat request', () => {
    renderInLanguage(
      <PaymentStatusView
        log={{ ...base, status: 'success' }}
        balance={75_000}
        returnPath="/chat-with-psychic/intake-form/MTI"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Back to your chat request');
    expect(links[0]).toHaveAttribute('href', '/chat-with-psychic/intake-form/MTI');
  });

  it('shows a failure with the reason, an unchanged balance and a way to try again', () => {
    renderInLanguage(
      <PaymentStatusView
        log={{
          ...base,
          status: 'failed',
          failureReason: 'The payment was declined on the test gateway.',
        }}
        balance={0}
      />,
    );
    expect(screen.getByTestId('payment-status-title')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('alert')).toHaveTextContent('The payment did not go through.');
    expect(screen.getByText('The payment was declined on the test gateway.')).toBeInTheDocument();
    expect(screen.getByText('Your wallet balance has not changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/add-wallet-money/price-list',
    );
    expect(screen.queryByTestId('invoice-download')).toBeNull();
  });

  it('tells a cancel from a failure, in German under /de', () => {
    renderInLanguage(
      <PaymentStatusView log={{ ...base, status: 'cancelled' }} balance={0} />,
      'de',
    );
    expect(screen.getByTestId('payment-status-title')).toHaveTextContent('Zahlung abgebrochen');
    expect(screen.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de/add-wallet-money/price-list',
    );
  });

  it('reports a status that cannot be read', () => {
    renderInLanguage(
      <PaymentStatusView
        log={undefined}
        balance={0}
        error="This payment belongs to another account."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This payment belongs to another account.');
  });
});
