import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderCatalogue } from '../../catalogue/catalogue-test-providers';
import { consoleOrderFixture } from '../console-order-fixture';
import { RequestList } from '../components/request-list';
import { queueView } from '../console-orders';
import { IncomingCallRinger } from './incoming-call-ringer';

/** Web Audio as far as the ring uses it: counts the tones started and whether it is connected. */
class FakeAudioContext extends EventTarget {
  static instance: FakeAudioContext | null = null;
  /** Whether the browser lets the page resume (after a click, or sticky activation). */
  static mayPlay = true;
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  tonesStarted = 0;
  connectedOutputs = 0;

  constructor() {
    super();
    FakeAudioContext.instance = this;
  }

  resume(): Promise<void> {
    if (FakeAudioContext.mayPlay && this.state !== 'running') {
      this.state = 'running';
      this.dispatchEvent(new Event('statechange'));
    }
    return Promise.resolve();
  }

  createGain() {
    const param = {
      value: 0,
      setValueAtTime: () => undefined,
      linearRampToValueAtTime: () => undefined,
    };
    return {
      gain: param,
      connect: (target: unknown) => {
        if (target === this.destination) this.connectedOutputs += 1;
        return target;
      },
      disconnect: () => {
        this.connectedOutputs -= 1;
      },
    };
  }

  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (target: unknown) => target,
      start: () => {
        this.tonesStarted += 1;
      },
      stop: () => undefined,
    };
  }
}

beforeAll(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function incomingCall(): ConsoleOrder {
  return consoleOrderFixture({
    id: 41,
    kind: 'call',
    ratePerMinute: 1800,
    expiresAt: new Date(Date.now() + 90_000).toISOString(),
    intake: {
      id: 3,
      consultantId: 7,
      name: 'Ravi',
      gender: 'MALE',
      birthDate: '1988-02-03',
      birthTime: '21:15',
      birthPlace: 'Chennai, India',
      chart: null,
    },
  });
}

/** The console's queue in miniature: Accept and Decline change the order as the server would. */
function Console({ initial }: { initial: ConsoleOrder[] }) {
  const [orders, setOrders] = useState(initial);
  const answer = (order: ConsoleOrder, status: ConsoleOrder['status']) => {
    setOrders((current) => current.map((o) => (o.id === order.id ? { ...o, status } : o)));
  };
  return (
    <>
      <IncomingCallRinger orders={orders} />
      <RequestList
        view={queueView(orders)}
        offline={false}
        pendingId={null}
        onAccept={(order) => {
          answer(order, 'accepted_by_consultant');
        }}
        onDecline={(order) => {
          answer(order, 'declined');
        }}
      />
    </>
  );
}

function audio(): FakeAudioContext {
  const instance = FakeAudioContext.instance;
  if (instance === null) throw new Error('The ring made no audio context.');
  return instance;
}

describe('the incoming call', () => {
  it('rings while a call waits, shows the caller, and stops on Accept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      renderCatalogue(<Console initial={[incomingCall()]} />, { path: '/console' });
      const card = screen.getByTestId('incoming-call');
      expect(card).toHaveTextContent('Ravi is calling');
      expect(card).toHaveTextContent('Chennai, India');
      expect(card).toHaveTextContent('You earn ₹12.60/min');
      expect(card).toHaveTextContent('The user pays ₹18/min');
      expect(screen.getByTestId('request-lapse')).toHaveTextContent(/Lapses in 1:(2|3)\d/);
      expect(audio().connectedOutputs).toBe(1);
      const first = audio().tonesStarted;
      expect(first).toBeGreaterThan(0);
      act(() => {
        vi.advanceTimersByTime(6_000);
      });
      expect(audio().tonesStarted).toBeGreaterThan(first);

      await user.click(screen.getByTestId('incoming-call-accept'));
      expect(screen.queryByTestId('incoming-call')).toBeNull();
      expect(audio().connectedOutputs).toBe(0);
      const afterAccept = audio().tonesStarted;
      act(() => {
        vi.advanceTimersByTime(9_000);
      });
      expect(audio().tonesStarted).toBe(afterAccept);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks why before a decline, which is set apart from Accept, and then stops ringing', async () => {
    const { user } = renderCatalogue(<Console initial={[incomingCall()]} />, { path: '/console' });
    await user.click(screen.getByTestId('incoming-call-decline'));
    expect(screen.getByTestId('incoming-call')).toBeInTheDocument();
    expect(audio().connectedOutputs).toBe(1);
    expect(screen.queryByTestId('incoming-call-accept')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep request' }));
    await user.click(screen.getByTestId('incoming-call-decline'));
    expect(screen.getByTestId('decline-confirm')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'I am busy right now' }));
    await user.click(screen.getByTestId('decline-confirm'));
    expect(screen.queryByTestId('incoming-call')).toBeNull();
    expect(audio().connectedOutputs).toBe(0);
  });

  it('keeps a chat request on the usual card, without ringing', () => {
    renderCatalogue(<Console initial={[consoleOrderFixture({ id: 5 })]} />, { path: '/console' });
    expect(screen.getByTestId('console-request')).toBeInTheDocument();
    expect(screen.queryByTestId('incoming-call')).toBeNull();
    expect(audio().connectedOutputs).toBe(0);
  });

  it('offers to enable the sound when the browser blocks it, and rings once tapped', async () => {
    const context = audio();
    context.state = 'suspended';
    FakeAudioContext.mayPlay = false;
    const { user } = renderCatalogue(<Console initial={[incomingCall()]} />, {
      path: '/de/console',
    });
    const enable = await screen.findByTestId('console-enable-sound');
    expect(enable).toHaveTextContent('Ton einschalten');
    const before = context.tonesStarted;
    FakeAudioContext.mayPlay = true;
    await user.click(enable);
    expect(screen.queryByTestId('console-enable-sound')).toBeNull();
    expect(context.tonesStarted).toBeGreaterThan(before);
  });
});
