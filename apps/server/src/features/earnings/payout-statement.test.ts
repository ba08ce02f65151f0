import type { EarningLine, Payout } from '@lumus/contract/earnings/earnings';
import { describe, expect, it } from 'vitest';
import { statementRows } from './payout-statement';

const payout: Payout = {
  id: 4,
  batchId: 2,
  consultantId: 7,
  consultantName: 'Asha Rao',
  currency: 'INR',
  gross: 60_000,
  withholding: 6_000,
  withholdingPercent: 10,
  net: 54_000,
  periodStart: '2026-06-01T00:00:00.000Z',
  periodEnd: '2026-06-08T00:00:00.000Z',
  status: 'paid',
  paidAt: '2026-06-09T10:00:00.000Z',
  method: 'UPI asha@okhdfc',
};

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

describe('a payout statement', () => {
  it('says what a converted line was booked from, beside the amount in the payout currency', () => {
    const rows = statementRows({
      payout,
      carried: 0,
      lines: [
        line({}),
        // A German user's session: charged €2.79, booked in the psychic's rupees.
        line({ id: 2, sessionId: 12, amount: 18_000, sourceAmount: 279, sourceCurrency: 'EUR' }),
        line({
          id: 3,
          kind: 'clawback',
          sessionId: 12,
          amount: -9_000,
          sourceAmount: -140,
          sourceCurrency: 'EUR',
          reason: 'Refunded to the user',
        }),
      ],
    });
    expect(rows[0]).toEqual(['Date (UTC)', 'Kind', 'Session', 'Reason', 'Amount (INR)']);
    expect(rows.slice(1, 4)).toEqual([
      ['2026-06-02 09:30', 'Session', '#11', '', '420.00'],
      ['2026-06-02 09:30', 'Session', '#12', 'converted from EUR 2.79', '180.00'],
      [
        '2026-06-02 09:30',
        'Refund clawback',
        '#12',
        'Refunded to the user; converted from EUR -1.40',
        '-90.00',
      ],
    ]);
  });
});
