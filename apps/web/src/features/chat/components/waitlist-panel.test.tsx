import type { Waitlist } from '@lumus/contract/chat/chat-calls';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordServerDate, resetServerClock } from '../../../lib/api/server-clock';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { chatOrderFixture } from '../chat-order-fixture';
import { WaitlistPanel } from './waitlist-panel';

function waitlist(overrides: Partial<Waitlist['order']>, position: number): Waitlist {
  return {
    position,
    estimatedWaitSeconds: 330,
    order: chatOrderFixture({
      id: 9001,
      consultantId: 12,
      consultantName: 'Mira Sen',
      consultantSlug: 'mira-sen',
      ratePerMinute: 5_000,
      ...overrides,
    }),
  };
}

function renderPanel(data: Waitlist, language: 'en' | 'de' = 'en', connected = true) {
  const handlers = { onCancel: vi.fn(), onHold: vi.fn(), onAccept: vi.fn() };
  renderInLanguage(
    <WaitlistPanel
      waitlist={data}
      connected={connected}
      busy={false}
      failure={null}
      {...handlers}
    />,
    language,
  );
  return handlers;
}

describe('WaitlistPanel', () => {
  afterEach(() => {
    resetServerClock();
  });

  it('counts down to the lapse on the server clock, not the phone clock', async () => {
    // The phone's clock is 90 s behind the server's; the request lapses 100 s after server "now".
    const phoneNow = Date.now();
    const serverNow = phoneNow + 90_000;
    recordServerDate(new Date(serverNow).toUTCString(), phoneNow, phoneNow);
    const expiresAt = new Date(Math.floor(serverNow / 1000) * 1000 + 100_000).toISOString();
    renderPanel(waitlist({ expiresAt }, 1));
    const line = await screen.findByTestId('waitlist-lapse');
    // 1:40 on the server's clock (give or take the header's half second), never 3:10.
    expect(line.textContent).toMatch(/lapses in 1:(39|40)\./);
    expect(screen.queryByText('Estimated wait: less than a minute')).toBeNull();
  });

  it('tells the join deadline on the ready card, in German', async () => {
    const expiresAt = new Date(Date.now() + 65_000).toISOString();
    renderPanel(waitlist({ status: 'accepted_by_consultant', expiresAt }, 0), 'de');
    expect(await screen.findByTestId('waitlist-lapse')).toHaveTextContent(
      /^Tritt innerhalb von 1:0[45] bei/,
    );
  });

  it('shows position and wait, and holds or cancels the request', async () => {
    const handlers = renderPanel(waitlist({}, 3));
    expect(await screen.findByTestId('waitlist-position')).toHaveTextContent('Your position: 3');
    expect(screen.getByText('Estimated wait: about 6 min')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hold' }));
    expect(handlers.onHold).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(handlers.onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('chat-ready')).toBeNull();
    expect(screen.getByTestId('chat-waitlist')).toHaveAttribute('data-connection', 'connected');
    expect(screen.queryByTestId('waitlist-connecting')).toBeNull();
  });

  it('says so while the connection that brings the answer is not there', async () => {
    renderPanel(waitlist({}, 1), 'en', false);
    expect(await screen.findByTestId('waitlist-connecting')).toHaveTextContent(
      'Connecting… Your place in the queue is kept',
    );
    expect(screen.getByTestId('chat-waitlist')).toHaveAttribute('data-connection', 'connecting');
  });

  it('says it on the ready card too, in German', async () => {
    renderPanel(waitlist({ status: 'accepted_by_consultant' }, 0), 'de', false);
    expect(await screen.findByTestId('waitlist-connecting')).toHaveTextContent(/^Verbinden…/);
    expect(screen.getByTestId('chat-ready')).toHaveAttribute('data-connection', 'connecting');
  });

  it('offers Resume while on hold', async () => {
    const handlers = renderPanel(waitlist({ onHold: true }, 2), 'de');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fortsetzen' }));
    expect(handlers.onHold).toHaveBeenCalledWith(false);
  });

  it('says the psychic is ready once accepted and joins on Accept', async () => {
    const handlers = renderPanel(waitlist({ status: 'accepted_by_consultant' }, 0));
    expect(await screen.findByRole('heading', { name: 'Your psychic is ready' })).toBeVisible();
    expect(screen.getByText(/Mira Sen accepted your request/)).toBeInTheDocument();
    expect(screen.queryByTestId('waitlist-position')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(handlers.onAccept).toHaveBeenCalledOnce();
  });
});
