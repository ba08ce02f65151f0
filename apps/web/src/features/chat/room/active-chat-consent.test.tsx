import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { chatOrderFixture } from '../chat-order-fixture';
import type { ChatConversation } from '../conversation/use-chat-conversation';
import { ActiveChat } from './active-chat';

const RUPEE = { symbol: '₹', conversionFactor: 100, isoCode: 'INR' };

/** A first chat with three free minutes at ₹20/min after them, `secondsIn` seconds after its start. */
function freeChat(secondsIn: number, overrides: Partial<ChatOrder> = {}): ChatOrder {
  const now = Date.now();
  const startedAt = now - secondsIn * 1000;
  return chatOrderFixture({
    id: 88,
    consultantName: 'Mira Sen',
    status: 'active',
    ratePerMinute: 2_000,
    freeSeconds: 180,
    startedAt: new Date(startedAt).toISOString(),
    endsAt: new Date(startedAt + 480_000).toISOString(),
    ...overrides,
  });
}

/**
 * Waiting for the answer since the free end, 20 s ago. The free end is counted from the start
 * itself, not from a second reading of the clock, which a busy machine can move by a millisecond
 * and so leave a sliver of free time.
 */
function askingConsent(): ChatOrder {
  const startedAt = Date.now() - 200_000;
  const freeEnd = startedAt + 180_000;
  return freeChat(200, {
    startedAt: new Date(startedAt).toISOString(),
    endsAt: new Date(startedAt + 480_000).toISOString(),
    pausedAt: new Date(freeEnd).toISOString(),
    pauseReason: 'consent',
    consentDueAt: new Date(freeEnd + 60_000).toISOString(),
  });
}

function conversation(order: ChatOrder): ChatConversation {
  return {
    phase: 'ready',
    failure: null,
    connected: true,
    order,
    lastOrderEvent: null,
    lowBalance: null,
    messages: [],
    remoteTyping: false,
    send: vi.fn(),
    notifyTyping: vi.fn(),
    end: vi.fn(() => Promise.resolve({ ...order, status: 'ended' as const })),
    updateOrder: vi.fn(),
  };
}

function renderRoom(order: ChatOrder, language: 'en' | 'de' = 'en') {
  renderInLanguage(
    <ActiveChat order={order} conversation={conversation(order)} />,
    language,
    RUPEE,
  );
}

describe('the chat room around the end of the free minutes', () => {
  it('shows the free time left, the rate after it and the cost so far while free', async () => {
    renderRoom(freeChat(60));
    expect((await screen.findByTestId('chat-free-left')).textContent).toMatch(
      /^Free minutes (2:00|1:59)$/,
    );
    expect(screen.getByTestId('chat-rate-after-free').textContent).toBe('· then ₹20/min');
    expect(screen.getByTestId('chat-running-cost').textContent).toBe('₹0');
    expect(screen.getByTestId('chat-input')).toBeEnabled();
    expect(screen.queryByTestId('consent-prompt')).toBeNull();
  });

  it('asks to continue and holds the composer while the answer is open', async () => {
    renderRoom(askingConsent());
    expect(await screen.findByTestId('consent-prompt')).toBeInTheDocument();
    expect(screen.getByTestId('consent-countdown').textContent).toMatch(/^0:(40|39)$/);
    expect(screen.getByTestId('chat-input')).toBeDisabled();
    expect(
      screen.getByText('The free minutes are over. Continue to send more messages.'),
    ).toBeInTheDocument();
    // Not the psychic's lost connection, and nothing billed for the pause.
    expect(screen.queryByTestId('chat-paused')).toBeNull();
    expect(screen.getByTestId('chat-running-cost').textContent).toBe('₹0');
    expect(screen.queryByTestId('chat-free-left')).toBeNull();
  });

  it('gives the composer back once the chat goes on', async () => {
    renderRoom(
      freeChat(200, { pausedMs: 20_000, endsAt: new Date(Date.now() + 300_000).toISOString() }),
    );
    expect(await screen.findByTestId('chat-input')).toBeEnabled();
    expect(screen.queryByTestId('consent-prompt')).toBeNull();
  });
});
