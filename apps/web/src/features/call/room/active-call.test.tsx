import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chatOrderFixture } from '../../chat/chat-order-fixture';
import type { ChatConversation } from '../../chat/conversation/use-chat-conversation';
import { renderInLanguage } from '../../payments/components/render-in-language';
import type { CallLinkState } from '../connection/call-link-state';
import type { CallConnectionView } from '../connection/use-call-connection';
import { ActiveCall } from './active-call';

/**
 * A call running for 100 s of which the first 40 s waited for audio (the pause every call starts
 * with): 60 s connected at ₹12 a minute, `secondsLeft` before the balance runs out.
 */
function runningCall(secondsLeft: number, patch: Partial<ChatOrder> = {}): ChatOrder {
  const now = Date.now();
  return chatOrderFixture({
    id: 88,
    kind: 'call',
    status: 'active',
    consultantName: 'Mira Sen',
    consultantSlug: 'mira-sen',
    ratePerMinute: 1_200,
    acceptedAt: new Date(now - 120_000).toISOString(),
    startedAt: new Date(now - 100_000).toISOString(),
    pausedMs: 40_000,
    endsAt: new Date(now + secondsLeft * 1000).toISOString(),
    ...patch,
  });
}

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

function link(state: CallLinkState, patch: Partial<CallConnectionView> = {}): CallConnectionView {
  return {
    state,
    failure: null,
    failureName: null,
    muted: false,
    remoteStream: null,
    setMuted: vi.fn(),
    ...patch,
  };
}

/** The screen as the page re-renders it when the order or the link changes (`next`). */
function Switching({
  first,
  second,
}: {
  first: { order: ChatOrder; link: CallConnectionView };
  second: { order: ChatOrder; link: CallConnectionView };
}) {
  const [step, setStep] = useState(first);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setStep(second);
        }}
      >
        next
      </button>
      <ActiveCall order={step.order} conversation={conversation(step.order)} link={step.link} />
    </>
  );
}

describe('the call screen', () => {
  it('says connecting, with the clock standing still, until the audio flows', () => {
    const now = Date.now();
    const order = runningCall(600, {
      startedAt: new Date(now - 5_000).toISOString(),
      pausedMs: 0,
      pausedAt: new Date(now - 5_000).toISOString(),
      pauseReason: 'media',
    });
    renderInLanguage(
      <ActiveCall order={order} conversation={conversation(order)} link={link('connecting')} />,
    );
    expect(screen.getByTestId('call-status').dataset.state).toBe('connecting');
    expect(screen.getByTestId('call-status').textContent).toContain('Connecting');
    expect(screen.getByTestId('call-timer').textContent).toBe('0:00');
    // The pause moves the deadline out by its length when it ends: the time left stands still.
    expect(screen.getByTestId('call-remaining').textContent).toMatch(/^10:0[4-6]$/);
    expect(screen.getByTestId('call-remote-audio')).toBeInTheDocument();
  });

  it('shows the connected time, the time left and the running cost', () => {
    const order = runningCall(600);
    renderInLanguage(
      <ActiveCall order={order} conversation={conversation(order)} link={link('connected')} />,
    );
    expect(screen.getByTestId('call-status').dataset.state).toBe('connected');
    expect(screen.getByTestId('call-timer').textContent).toMatch(/^1:0[01]$/);
    expect(screen.getByTestId('call-remaining').textContent).toMatch(/^(10:00|9:59)$/);
    // 60 s at ₹12 a minute.
    expect(screen.getByTestId('call-running-cost').textContent).toMatch(/12(\.00)?/);
    expect(screen.getByTestId('chat-psychic-name').textContent).toBe('Mira Sen');
    expect(screen.queryByTestId('chat-low-balance')).toBeNull();
  });

  it('says reconnecting when the server holds the clock for the audio after it had run', async () => {
    const order = runningCall(600);
    const paused = { ...order, pausedAt: new Date().toISOString(), pauseReason: 'media' as const };
    renderInLanguage(
      <Switching
        first={{ order, link: link('connected') }}
        second={{ order: paused, link: link('connected') }}
      />,
    );
    expect(screen.getByTestId('call-status').dataset.state).toBe('connected');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByTestId('call-status').dataset.state).toBe('reconnecting');
    expect(screen.getByTestId('call-status').textContent).toContain('Reconnecting');
  });

  it('says reconnecting when its own link drops after having been up', async () => {
    const order = runningCall(600);
    renderInLanguage(
      <Switching
        first={{ order, link: link('connected') }}
        second={{ order, link: link('reconnecting') }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByTestId('call-status').dataset.state).toBe('reconnecting');
  });

  it('mutes the microphone and sets the speaker volume', async () => {
    const order = runningCall(600);
    const view = link('connected');
    renderInLanguage(<ActiveCall order={order} conversation={conversation(order)} link={view} />);
    const mute = screen.getByTestId('call-mute');
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(mute);
    expect(view.setMuted).toHaveBeenCalledWith(true);
    fireEvent.change(screen.getByTestId('call-volume'), { target: { value: '30' } });
    const audio = screen.getByTestId('call-remote-audio');
    expect(audio instanceof HTMLAudioElement ? audio.volume : null).toBeCloseTo(0.3);
  });

  it('shows mute as pressed while muted', () => {
    const order = runningCall(600);
    renderInLanguage(
      <ActiveCall
        order={order}
        conversation={conversation(order)}
        link={link('connected', { muted: true })}
      />,
    );
    expect(screen.getByTestId('call-mute').getAttribute('aria-pressed')).toBe('true');
  });

  it('ends the call only after the confirmation', async () => {
    const order = runningCall(600);
    const chat = conversation(order);
    renderInLanguage(<ActiveCall order={order} conversation={chat} link={link('connected')} />);
    await userEvent.click(screen.getByTestId('call-end'));
    expect(chat.end).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('call-end-confirm'));
    expect(chat.end).toHaveBeenCalledTimes(1);
  });

  it('keeps the call when the confirmation is turned down', async () => {
    const order = runningCall(600);
    const chat = conversation(order);
    renderInLanguage(<ActiveCall order={order} conversation={chat} link={link('connected')} />);
    await userEvent.click(screen.getByTestId('call-end'));
    await userEvent.click(screen.getByRole('button', { name: 'Keep talking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat.end).not.toHaveBeenCalled();
  });

  it('warns in the last two minutes and opens the top-up without ending the call', async () => {
    const order = runningCall(90);
    const chat = conversation(order);
    renderInLanguage(<ActiveCall order={order} conversation={chat} link={link('connected')} />);
    const warning = screen.getByTestId('chat-low-balance');
    await userEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByTestId('chat-recharge-sheet')).toBeInTheDocument();
    expect(warning).toBeInTheDocument();
    expect(chat.end).not.toHaveBeenCalled();
  });

  it('says what to do when the microphone is refused', () => {
    const order = runningCall(600);
    renderInLanguage(
      <ActiveCall
        order={order}
        conversation={conversation(order)}
        link={link('failed', { failure: 'microphone', failureName: 'NotAllowedError' })}
      />,
      'de',
    );
    expect(screen.getByTestId('call-microphone-problem').textContent).toContain(
      'Lumus darf dein Mikrofon nicht verwenden',
    );
    expect(screen.getByTestId('call-mute')).toBeDisabled();
  });
});
