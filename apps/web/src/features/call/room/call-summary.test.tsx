import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatOrderFixture } from '../../chat/chat-order-fixture';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { CallSummary } from './call-summary';

describe('the call summary', () => {
  it('shows the connected time, the rate, the amount and why the call ended', () => {
    const order = chatOrderFixture({
      id: 90,
      kind: 'call',
      status: 'ended',
      consultantName: 'Mira Sen',
      ratePerMinute: 1_200,
      startedAt: '2026-11-21T10:00:00.000Z',
      pausedMs: 5_000,
      endsAt: '2026-11-21T10:30:00.000Z',
      endedAt: '2026-11-21T10:02:10.000Z',
      endReason: 'connection_lost',
      billedSeconds: 125,
      amountCharged: 2_500,
    });
    renderInLanguage(<CallSummary order={order} />);
    expect(screen.getByTestId('call-summary')).toBeInTheDocument();
    expect(screen.getByTestId('summary-duration').textContent).toBe('2 min 5 s');
    expect(screen.getByTestId('summary-rate').textContent).toMatch(/12(\.00)?\/min/);
    expect(screen.getByTestId('summary-amount').textContent).toMatch(/25(\.00)?/);
    expect(screen.getByTestId('call-end-reason').textContent).toContain(
      'The connection with Mira Sen was lost',
    );
    expect(screen.getByText('How was your call with Mira Sen?')).toBeInTheDocument();
  });
});
