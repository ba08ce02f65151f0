import type { EarningLine, EarningTotals } from '@lumus/contract/earnings/earnings';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { EarningsLines } from './earnings-lines';

function line(overrides: Partial<EarningLine>): EarningLine {
  return {
    id: 1,
    kind: 'session',
    amount: 42_000,
    currency: 'INR',
    sourceAmount: 42_000,
    sourceCurrency: 'INR',
    sessionId: 11,
    payoutId: null,
    reason: null,
    occurredAt: '2026-06-02T09:30:00.000Z',
    ...overrides,
  };
}

const totals = (currency: string, net: number): EarningTotals => ({
  currency,
  sessions: net,
  clawbacks: 0,
  freeCompensation: 0,
  withholding: 0,
  payouts: 0,
  net,
});

function renderLines(lines: EarningLine[], sums: EarningTotals[], language: 'en' | 'de' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <EarningsLines lines={lines} totals={sums} truncated={false} />
    </I18nextProvider>,
  );
}

describe('earnings lines', () => {
  it('shows each line in the currency it was booked in, and totals per currency', () => {
    renderLines(
      [
        line({}),
        line({
          id: 2,
          sessionId: 12,
          amount: 279,
          currency: 'EUR',
          sourceAmount: 279,
          sourceCurrency: 'EUR',
        }),
      ],
      [totals('INR', 42_000), totals('EUR', 279)],
    );
    const rows = within(screen.getByTestId('earnings-lines')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('+₹420');
    expect(rows[1]).toHaveTextContent('+€2.79');
    const sums = screen.getAllByTestId('earnings-totals');
    expect(sums.map((sum) => within(sum).getByText('Net earned').nextSibling?.textContent)).toEqual(
      ['+₹420', '+€2.79'],
    );
    expect(screen.queryByTestId('earnings-line-source')).toBeNull();
  });

  it('names the charge a converted line was booked from, in German', () => {
    renderLines(
      [line({ amount: 18_000, sourceAmount: 279, sourceCurrency: 'EUR' })],
      [totals('INR', 18_000)],
      'de',
    );
    expect(screen.getByTestId('earnings-line-source')).toHaveTextContent(
      'Aus einer Zahlung von 2,79 €, umgerechnet bei der Buchung',
    );
    expect(screen.getByTestId('earnings-lines')).toHaveTextContent('+180,00 ₹');
  });
});
