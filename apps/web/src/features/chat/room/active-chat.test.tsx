import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import type { ChatConversation } from '../conversation/use-chat-conversation';
import { ActiveChat } from './active-chat';
import { chatOrderFixture } from '../chat-order-fixture';

function activeOrder(secondsLeft: number): ChatOrder {
  const now = Date.now();
  return chatOrderFixture({
    id: 77,
    consultantId: 12,
    consultantName: 'Mira Sen',
    consultantSlug: 'mira-sen',
    status: 'active',
    ratePerMinute: 1_200,
    createdAt: new Date(now - 120_000).toISOString(),
    acceptedAt: new Date(now - 90_000).toISOString(),
    startedAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + secondsLeft * 1000).toISOString(),
  });
}

/** The room's view of the hook's result: plain values and callbacks, no socket involved. */
function conversation(order: ChatOrder, patch: Partial<ChatConversation> = {}): ChatConversation {
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
    ...patch,
  };
}

describe('active chat', () => {
  it('shows the remaining time and no warning while enough is left', async () => {
    const order = activeOrder(600);
    renderInLanguage(<ActiveChat order={order} conversation={conversation(order)} />);
    const clock = await screen.findByRole('timer');
    expect(clock.textContent).toMatch(/^(10:00|9:59)$/);
    expect(screen.getByRole('progressbar', { name: 'Time left' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-low-balance')).toBeNull();
  });

  it('warns in the last two minutes and opens the recharge sheet without ending the chat', async () => {
    const order = activeOrder(90);
    const chat = conversation(order);
    renderInLanguage(<ActiveChat order={order} conversation={chat} />);
    const warning = await screen.findByTestId('chat-low-balance');
    expect(warning.textContent).toContain('Less than two minutes left');
    await userEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(
      await screen.findByRole('dialog', { name: 'Recharge without ending your chat' }),
    ).toBeInTheDocument();
    expect(chat.end).not.toHaveBeenCalled();
  });

  it("shows the server's low-balance warning even before the local clock gets there", async () => {
    const order = activeOrder(300);
    const chat = conversation(order, {
      lowBalance: { chatId: 77, endsAt: order.endsAt ?? '', secondsLeft: 119 },
    });
    renderInLanguage(<ActiveChat order={order} conversation={chat} />, 'de');
    const warning = await screen.findByTestId('chat-low-balance');
    expect(warning.textContent).toContain('Weniger als zwei Minuten übrig');
  });

  it('ends only after the confirmation, and says why it could not', async () => {
    const order = activeOrder(600);
    const end = vi
      .fn<ChatConversation['end']>()
      .mockRejectedValueOnce(new Error('This chat is not active.'))
      .mockResolvedValue({ ...order, status: 'ended' });
    renderInLanguage(<ActiveChat order={order} conversation={conversation(order, { end })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'End chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this chat?' });
    expect(end).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chat could not be ended: This chat is not active.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end chat' }));
    expect(end).toHaveBeenCalledTimes(2);
    expect(dialog).not.toBeInTheDocument();
  });

  it('says when the connection is lost', async () => {
    const order = activeOrder(600);
    renderInLanguage(
      <ActiveChat order={order} conversation={conversation(order, { connected: false })} />,
    );
    expect(await screen.findByText(/Connection lost/)).toBeInTheDocument();
  });
});
