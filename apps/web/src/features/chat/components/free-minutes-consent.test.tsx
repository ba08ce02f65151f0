import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '../../../lib/api/server-clock';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { chatOrderFixture } from '../chat-order-fixture';
import { FreeMinutesConsent } from './free-minutes-consent';

/** Three free minutes used up 18 s ago: the answer is due in 42 s. ₹20/min after them. */
function consentOrder(overrides: Partial<ChatOrder> = {}): ChatOrder {
  const now = Date.now();
  return chatOrderFixture({
    id: 321,
    consultantName: 'Mira Sen',
    status: 'active',
    ratePerMinute: 2_000,
    freeSeconds: 180,
    startedAt: new Date(now - 198_000).toISOString(),
    endsAt: new Date(now + 282_000).toISOString(),
    pausedAt: new Date(now - 18_000).toISOString(),
    pauseReason: 'consent',
    consentDueAt: new Date(now + 42_000).toISOString(),
    ...overrides,
  });
}

/** The browser's fetch (a browser API), answering every call with `body`. */
function answerFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const RUPEE = { symbol: '₹', conversionFactor: 100, isoCode: 'INR' };

/** The prompt on a page of `language`, prices in rupees (no currency call). */
function renderPrompt(order: ChatOrder, language: 'en' | 'de' = 'en') {
  return renderInLanguage(<FreeMinutesConsent order={order} />, language, RUPEE);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerClock();
});

describe('FreeMinutesConsent', () => {
  it('asks to continue at the rate and counts down to the deadline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPrompt(consentOrder());
    const prompt = await screen.findByTestId('consent-prompt');
    expect(prompt.textContent).toContain('Your free minutes are over');
    expect(prompt.textContent).toContain('continue the chat with Mira Sen at ₹20/min');
    expect(screen.getByTestId('consent-countdown').textContent).toBe('0:42');
    expect(screen.getByTestId('consent-continue').textContent).toBe('Continue at ₹20/min');
    expect(screen.getByTestId('consent-end').textContent).toBe('End chat');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByTestId('consent-countdown').textContent).toBe('0:37');
  });

  it('speaks of the call for a call, in German with "du"', async () => {
    renderPrompt(consentOrder({ kind: 'call' }), 'de');
    const prompt = await screen.findByTestId('consent-prompt');
    expect(prompt.textContent).toContain('Möchtest du den Anruf mit Mira Sen');
    expect(screen.getByTestId('consent-end').textContent).toBe('Anruf beenden');
  });

  it('continues through session/continue with the session id', async () => {
    const order = consentOrder();
    const fetchMock = answerFetch({
      status: 'success',
      data: { ...order, pausedAt: null, pauseReason: null, consentDueAt: null },
    });
    renderPrompt(order);
    await userEvent.click(await screen.findByTestId('consent-continue'));
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/session/continue');
    expect(calls).toHaveLength(1);
    const [, init] = calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ chatId: 321 }));
  });

  it('says why when the answer came too late', async () => {
    answerFetch(
      { status: 'fail', reason: 'This session is not waiting for your answer (any more).' },
      409,
    );
    renderPrompt(consentOrder());
    await userEvent.click(await screen.findByTestId('consent-continue'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This session is not waiting for your answer (any more).',
    );
  });

  it('ends through the end call', async () => {
    const order = consentOrder();
    const fetchMock = answerFetch({ status: 'success', data: { ...order, status: 'ended' } });
    renderPrompt(order);
    await userEvent.click(await screen.findByTestId('consent-end'));
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/chat/order/end');
    expect(urls).not.toContain('/api/session/continue');
  });

  it('renders nothing unless the session waits for this answer', () => {
    const running = consentOrder({ pausedAt: null, pauseReason: null, consentDueAt: null });
    const away = consentOrder({ pauseReason: 'consultant_away', consentDueAt: null });
    const ended = consentOrder({ status: 'ended' });
    for (const order of [running, away, ended]) {
      const view = renderPrompt(order);
      expect(screen.queryByTestId('consent-prompt')).toBeNull();
      view.unmount();
    }
  });
});
