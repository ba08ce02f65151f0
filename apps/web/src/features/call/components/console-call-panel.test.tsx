import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/realtime/fake-socket';
import { createRealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { chatOrderFixture } from '../../chat/chat-order-fixture';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { fakeCallMedia } from '../connection/fake-call-media-fixture';
import { ConsoleCallPanel } from './console-call-panel';

// The console talks to the server over the tab's socket and to the browser's WebRTC: both are
// given to the panel as their test doubles (the socket's server side is in the test's hands).
const socket = new FakeSocket();
const realtime = createRealtimeDispatcher(socket, () => undefined);
const media = fakeCallMedia();

const now = Date.now();
const order = chatOrderFixture({
  id: 61,
  kind: 'call',
  status: 'active',
  startedAt: new Date(now - 30_000).toISOString(),
  pausedAt: new Date(now - 30_000).toISOString(),
  pauseReason: 'media',
  endsAt: new Date(now + 300_000).toISOString(),
  intake: {
    id: 3,
    consultantId: 7,
    name: 'Ravi Kumar',
    gender: 'MALE',
    birthDate: '1990-04-12',
    birthTime: '06:30',
    birthPlace: 'Pune, India',
    chart: null,
  },
});

describe('the console call panel', () => {
  it("shows the caller's intake and the call controls, and says 'ready' to join the call", async () => {
    socket.up();
    const onEnded = vi.fn();
    renderInLanguage(
      <ConsoleCallPanel order={order} onEnded={onEnded} realtime={() => realtime} media={media} />,
      'de',
    );
    const panel = screen.getByTestId('console-call-screen');
    expect(panel.textContent).toContain('Anruf mit Ravi Kumar');
    const intake = screen.getByTestId('intake-details');
    expect(intake.textContent).toContain('Pune, India');
    expect(intake.textContent).toContain('06:30');
    expect(screen.getByTestId('call-status').dataset.state).toBe('connecting');
    expect(screen.getByTestId('call-remaining').textContent).toMatch(/^5:3[01]$/);
    expect(screen.queryByTestId('call-running-cost')).toBeNull();
    expect(screen.getByTestId('call-volume')).toBeInTheDocument();

    await waitFor(() => {
      expect(socket.pending('call:signal').map((asked) => asked.payload)).toContainEqual({
        chatId: 61,
        signal: { type: 'ready' },
      });
    });
    // It joined the session's room too (order events, the low-balance warning).
    expect(socket.pending('chat:join')).toHaveLength(1);

    await userEvent.click(screen.getByTestId('call-end'));
    expect(screen.getByRole('dialog').textContent).toContain('Ravi Kumar zahlt');
    await userEvent.click(screen.getByTestId('call-end-confirm'));
    const ended = { ...order, status: 'ended' as const, endReason: 'consultant_ended' as const };
    socket.answer('chat:end', { ok: true, order: ended });
    await waitFor(() => {
      expect(onEnded).toHaveBeenCalledWith(ended);
    });
    // The ended call lets go of the microphone.
    await waitFor(() => {
      expect(media.microphone.stopped).toBe(true);
    });
  });
});
