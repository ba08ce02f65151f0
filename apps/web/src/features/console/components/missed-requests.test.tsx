import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { AwayNotice, MissedRequests } from './missed-requests';
import { chatOrderFixture } from '../../chat/chat-order-fixture';

function missed(id: number, name: string, status: 'expired' | 'declined'): ChatOrder {
  return chatOrderFixture({
    id,
    userId: 100 + id,
    status,
    endedAt: '2026-11-21T10:02:00.000Z',
    endReason: status === 'declined' ? 'consultant_away' : null,
    intake: {
      id,
      consultantId: 7,
      name,
      gender: 'FEMALE',
      birthDate: '1991-07-14',
      birthTime: null,
      birthPlace: 'Pune',
      chart: null,
    },
  });
}

describe('missed requests in the console', () => {
  it('lists who asked and why it went unanswered', () => {
    renderInLanguage(
      <MissedRequests
        orders={[missed(2, 'Meera Joshi', 'declined'), missed(1, 'Ravi Kumar', 'expired')]}
      />,
    );
    const rows = screen.getAllByTestId('console-missed-row');
    expect(rows.map((row) => row.dataset['chatId'])).toEqual(['2', '1']);
    expect(rows[0]?.textContent).toContain('Meera Joshi');
    expect(rows[0]?.textContent).toContain('Released when you went offline');
    expect(rows[1]?.textContent).toContain('No answer in time');
  });

  it('shows nothing when none were missed', () => {
    renderInLanguage(<MissedRequests orders={[]} />);
    expect(screen.queryByTestId('console-missed')).toBeNull();
  });

  it('says in German why the psychic was set offline', () => {
    renderInLanguage(<AwayNotice notice="missed_requests" />, 'de');
    expect(screen.getByRole('alert').textContent).toContain(
      'zwei Anfragen nacheinander unbeantwortet',
    );
  });
});
