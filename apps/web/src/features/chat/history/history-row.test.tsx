import type { HistoryItem } from '@lumus/contract/chat/chat-calls';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCatalogue } from '../../catalogue/catalogue-test-providers';
import { HistoryRow } from './history-row';

const ended: HistoryItem = {
  chatId: 345,
  consultantId: 12,
  consultantName: 'Meera Iyer',
  consultantSlug: 'meera-iyer',
  consultantPhotoUrl: '/api/media/avatar/meera-iyer.svg',
  kind: 'chat',
  status: 'ended',
  createdAt: '2026-11-20T18:30:00.000Z',
  startedAt: '2026-11-20T18:31:00.000Z',
  durationSeconds: 725,
  amountCharged: 14_550,
  refunded: false,
  rating: 5,
};

function renderRow(item: HistoryItem, path = '/order-history') {
  const onRemove = vi.fn();
  const view = renderCatalogue(
    <ul>
      <HistoryRow item={item} onRemove={onRemove} />
    </ul>,
    { path },
  );
  return { ...view, onRemove };
}

describe('HistoryRow', () => {
  it('shows the psychic, duration, amount and status, and links to the transcript', () => {
    renderRow(ended);
    const link = screen.getByRole('link', { name: /^Read your chat with Meera Iyer from / });
    expect(link.getAttribute('href')).toBe('/order-history/chat/MTI/MzQ1');
    expect(link.textContent).toContain('12 min 5 s');
    expect(link.textContent).toContain('Completed');
    expect(screen.getByTestId('history-amount').textContent).toBe('₹145.50');
  });

  it('asks to remove a finished chat, in German too', async () => {
    const { user, onRemove } = renderRow(ended, '/de/order-history');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/de/order-history/chat/MTI/MzQ1');
    expect(screen.getByTestId('chat-status').textContent).toBe('Abgeschlossen');
    await user.click(screen.getByRole('button', { name: /^Den Chat mit Meera Iyer vom / }));
    expect(onRemove).toHaveBeenCalledWith(ended);
  });

  it('offers no removal while a chat runs', () => {
    renderRow({ ...ended, status: 'active' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('chat-status').textContent).toBe('In progress');
  });

  it('marks a call with a phone and "Call", its duration and amount, and opens no transcript', () => {
    renderRow({ ...ended, kind: 'call', durationSeconds: 190, amountCharged: 5_400 });
    const link = screen.getByRole('link', { name: /^See your call with Meera Iyer from / });
    expect(link.textContent).toContain('Call');
    expect(link.textContent).toContain('3 min 10 s');
    expect(screen.getByTestId('session-kind-call').textContent).toBe('Call');
    expect(screen.getByTestId('history-amount').textContent).toBe('₹54');
    expect(screen.queryByRole('link', { name: /Read your chat/ })).toBeNull();
  });

  it('does not mark a chat as a call', () => {
    renderRow(ended);
    expect(screen.queryByTestId('session-kind-call')).toBeNull();
  });

  it('marks a refunded chat', () => {
    renderRow({ ...ended, refunded: true });
    expect(screen.getByTestId('chat-status').textContent).toBe('Refunded');
  });
});
