import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { conversationReducer, EMPTY_CONVERSATION, fromServerMessage } from './conversation-state';
import { MessageList } from './message-list';

const now = new Date().toISOString();

function stored(seq: number, senderRole: ChatMessage['senderRole'], text: string): ChatMessage {
  return {
    chatId: 1,
    seq,
    clientId: `c${seq}`,
    senderRole,
    text,
    createdAt: now,
    deliveredAt: null,
    readAt: seq === 1 ? now : null,
  };
}

describe('message list', () => {
  it('shows text as text, own messages with their tick, the other side typing', async () => {
    const state = [
      { type: 'stored' as const, messages: [stored(1, 'user', '<img src=x onerror=alert(1)>')] },
      { type: 'stored' as const, messages: [stored(2, 'consultant', 'Hello there')] },
      {
        type: 'queued' as const,
        clientId: 'local',
        senderRole: 'user' as const,
        text: 'On its way',
        createdAt: now,
      },
    ].reduce(conversationReducer, EMPTY_CONVERSATION);
    renderInLanguage(
      <MessageList messages={state.messages} viewerRole="user" otherName="Mira" remoteTyping />,
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    const items = within(log).getAllByTestId('chat-message');
    expect(items.map((item) => item.getAttribute('data-tick'))).toEqual(['read', null, 'sending']);
    expect(within(items[0] as HTMLElement).getByTestId('chat-message-text').textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(log.querySelector('img')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('Read')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Mira:')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Sending')).toBeInTheDocument();
    expect(screen.getByTestId('chat-typing').textContent).toBe('Mira is typing…');
  });

  it('reads a stored transcript without a live region, from the consultant side', async () => {
    const messages = [stored(1, 'user', 'Hi'), stored(2, 'consultant', 'Hello')].map(
      fromServerMessage,
    );
    renderInLanguage(
      <MessageList messages={messages} viewerRole="consultant" otherName="Asha" readOnly />,
      'de',
    );
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    const items = within(list).getAllByTestId('chat-message');
    expect(items.map((item) => item.getAttribute('data-own'))).toEqual(['false', 'true']);
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('has a friendly empty state', async () => {
    renderInLanguage(<MessageList messages={[]} viewerRole="user" otherName="Mira" />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });
});
