import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCatalogue } from '../../catalogue/catalogue-test-providers';
import { nextHistoryPage } from '../api/console-history';
import { HistoryList } from './history-list';
import { chatOrderFixture } from '../../chat/chat-order-fixture';

function ended(id: number, name: string): ChatOrder {
  return chatOrderFixture({
    id,
    userId: 100 + id,
    status: 'ended',
    acceptedAt: '2026-11-21T10:00:10.000Z',
    startedAt: '2026-11-21T10:00:20.000Z',
    endsAt: '2026-11-21T10:30:00.000Z',
    endedAt: '2026-11-21T10:02:20.000Z',
    endReason: 'user_ended',
    billedSeconds: 120,
    amountCharged: 3000,
    consultantEarnings: 2100,
    lastSeq: 4,
    intake: {
      id,
      consultantId: 7,
      name,
      gender: 'FEMALE',
      birthDate: '1990-01-01',
      birthTime: null,
      birthPlace: 'Pune',
      chart: null,
    },
  });
}

function renderList(props: Partial<Parameters<typeof HistoryList>[0]> = {}, path = '/console') {
  const onLoadMore = vi.fn();
  const onOpen = vi.fn();
  const view = renderCatalogue(
    <HistoryList
      orders={[ended(9, 'Mira'), ended(4, 'Ravi')]}
      hasMore
      loadingMore={false}
      loadMoreFailed={false}
      onLoadMore={onLoadMore}
      onOpen={onOpen}
      {...props}
    />,
    { path },
  );
  return { ...view, onLoadMore, onOpen };
}

describe('console HistoryList', () => {
  it('lists the loaded chats in order and asks for the next page on "show more"', async () => {
    const { user, onLoadMore, onOpen } = renderList();
    const rows = screen.getAllByTestId('console-history-row');
    expect(rows.map((row) => row.getAttribute('data-chat-id'))).toEqual(['9', '4']);
    await user.click(screen.getByRole('button', { name: 'Show earlier chats' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    const [, second] = screen.getAllByRole('button', { name: /^Read the chat with/ });
    if (second === undefined) throw new Error('two rows expected');
    await user.click(second);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('rests the button while a page loads', () => {
    renderList({ loadingMore: true });
    const loading = screen.getByRole<HTMLButtonElement>('button', { name: 'Loading…' });
    expect(loading.disabled).toBe(true);
  });

  it('says when the next page failed and offers it again', () => {
    renderList({ loadMoreFailed: true });
    expect(screen.getByRole('alert').textContent).toBe(
      'Earlier chats could not be loaded. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Show earlier chats' })).toBeDefined();
  });

  it('has no "show more" on the last page', () => {
    renderList({ hasMore: false });
    expect(screen.getAllByTestId('console-history-row')).toHaveLength(2);
    expect(screen.queryByTestId('console-history-more')).toBeNull();
  });

  it("shows each chat in its own currency, whatever the viewer's", () => {
    const euro = { ...ended(5, 'Lena'), currency: 'EUR' as const, amountCharged: 398 };
    renderList({ orders: [ended(9, 'Mira'), { ...euro, consultantEarnings: 279 }] });
    const [rupee, german] = screen.getAllByTestId('console-history-earning');
    expect(rupee?.textContent).toBe('+₹21');
    expect(german?.textContent).toBe('+€2.79');
    expect(screen.getByText('Paid €3.98')).toBeInTheDocument();
  });

  it('speaks German on /de', () => {
    renderList({}, '/de/console');
    expect(screen.getByTestId('console-history-more').textContent).toBe('Frühere Chats anzeigen');
  });
});

describe('nextHistoryPage', () => {
  it('continues below the last chat of a page and stops after the last page', () => {
    const page = { orders: [], totalEarnings: [], totalChats: 0 };
    expect(nextHistoryPage({ ...page, nextBeforeId: 41 })).toBe(41);
    expect(nextHistoryPage({ ...page, nextBeforeId: null })).toBeUndefined();
  });
});
