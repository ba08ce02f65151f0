import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/realtime/fake-socket';
import { createRealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { chatOrderFixture } from '../../chat/chat-order-fixture';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { ActiveChat } from './active-chat';

const RUPEE = { symbol: '₹', conversionFactor: 100, isoCode: 'INR' };

/** The psychic's running chat; waiting for the user's answer, due in 42 s, when `asking`. */
function order(asking: boolean): ChatOrder {
  const now = Date.now();
  return chatOrderFixture({
    id: 55,
    status: 'active',
    freeSeconds: 180,
    startedAt: new Date(now - 198_000).toISOString(),
    endsAt: new Date(now + 282_000).toISOString(),
    pausedAt: asking ? new Date(now - 18_000).toISOString() : null,
    pauseReason: asking ? 'consent' : null,
    consentDueAt: asking ? new Date(now + 42_000).toISOString() : null,
  });
}

/** The console's chat over a fake socket: the test plays the server. */
function renderChat(start: ChatOrder, language: 'en' | 'de' = 'en') {
  const socket = new FakeSocket();
  const realtime = createRealtimeDispatcher(socket, () => undefined);
  renderInLanguage(
    <ActiveChat order={start} onEnded={vi.fn()} realtime={() => realtime} />,
    language,
    RUPEE,
  );
  return socket;
}

describe("the psychic's chat at the end of the free minutes", () => {
  it('says it waits for the user, with the time left, and holds the composer', async () => {
    renderChat(order(true));
    const note = await screen.findByTestId('console-consent-waiting');
    expect(note.textContent).toMatch(
      /^Free minutes are over — waiting for the user to continue \(0:(42|41)\)$/,
    );
    expect(screen.getByTestId('chat-input')).toBeDisabled();
  });

  it('in German', async () => {
    renderChat(order(true), 'de');
    expect((await screen.findByTestId('console-consent-waiting')).textContent).toContain(
      'Die Gratisminuten sind vorbei',
    );
  });

  it('gives the composer back when the user continues', async () => {
    const socket = renderChat(order(true));
    await screen.findByTestId('console-consent-waiting');
    await act(async () => {
      socket.up();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(socket.pending('chat:join')).toHaveLength(1);
    });
    await act(async () => {
      socket.answer('chat:join', { ok: true, order: order(true) });
      await Promise.resolve();
    });
    await act(async () => {
      socket.push('chat:order', { kind: 'resumed', order: order(false) });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.queryByTestId('console-consent-waiting')).toBeNull();
    });
    expect(screen.getByTestId('chat-input')).toBeEnabled();
  });
});
