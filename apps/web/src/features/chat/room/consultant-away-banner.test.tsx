import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import type { ChatConversation } from '../conversation/use-chat-conversation';
import { ActiveChat } from './active-chat';
import { chatOrderFixture } from '../chat-order-fixture';

/** Started a minute ago, ten minutes left when the psychic's console went 30 s ago. */
function pausedOrder(paused: boolean): ChatOrder {
  const now = Date.now();
  return chatOrderFixture({
    id: 78,
    consultantId: 12,
    consultantName: 'Mira Sen',
    consultantSlug: 'mira-sen',
    status: 'active',
    ratePerMinute: 1_200,
    createdAt: new Date(now - 120_000).toISOString(),
    acceptedAt: new Date(now - 90_000).toISOString(),
    startedAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 570_000).toISOString(),
    pausedAt: paused ? new Date(now - 30_000).toISOString() : null,
  });
}

function conversation(order: ChatOrder): ChatConversation {
  return {
    phase: 'ready',
    failure: null,
    connected: true,
    order,
    lastOrderEvent: 'paused',
    lowBalance: null,
    messages: [],
    remoteTyping: false,
    send: vi.fn(),
    notifyTyping: vi.fn(),
    end: vi.fn(() => Promise.resolve({ ...order, status: 'ended' as const })),
    updateOrder: vi.fn(),
  };
}

describe("the psychic's lost connection in the chat room", () => {
  it('says so and stops the clock at the moment the console went', async () => {
    const order = pausedOrder(true);
    renderInLanguage(<ActiveChat order={order} conversation={conversation(order)} />);
    expect((await screen.findByTestId('chat-paused')).textContent).toBe(
      'Mira Sen lost connection, the clock is paused. The chat goes on as soon as they are back.',
    );
    // 570 s left now, but 600 s were left when the clock stopped.
    expect(screen.getByRole('timer').textContent).toBe('10:00');
  });

  it('says so in German', async () => {
    const order = pausedOrder(true);
    renderInLanguage(<ActiveChat order={order} conversation={conversation(order)} />, 'de');
    expect((await screen.findByTestId('chat-paused')).textContent).toContain(
      'Mira Sen hat die Verbindung verloren, die Uhr ist angehalten.',
    );
  });

  it('shows nothing while the psychic is there', async () => {
    const order = pausedOrder(false);
    renderInLanguage(<ActiveChat order={order} conversation={conversation(order)} />);
    await screen.findByRole('timer');
    expect(screen.queryByTestId('chat-paused')).toBeNull();
  });
});
