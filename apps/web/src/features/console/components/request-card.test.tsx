import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCatalogue } from '../../catalogue/catalogue-test-providers';
import { consoleOrderFixture } from '../console-order-fixture';
import { RequestCard } from './request-card';

function renderCard(overrides: Parameters<typeof consoleOrderFixture>[0] = {}, path = '/console') {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  const order = consoleOrderFixture({
    expiresAt: new Date(Date.now() + 125_000).toISOString(),
    createdAt: new Date(Date.now() - 5_000).toISOString(),
    ...overrides,
  });
  const rendered = renderCatalogue(
    <ul>
      <RequestCard
        order={order}
        now={Date.now()}
        acceptable
        pending={false}
        onAccept={onAccept}
        onDecline={onDecline}
      />
    </ul>,
    { path },
  );
  return { ...rendered, onAccept, onDecline };
}

describe('the request card', () => {
  it("shows the psychic's own earnings beside the user's price, and the time to the lapse", () => {
    renderCard({ ratePerMinute: 1500 });
    expect(screen.getByTestId('request-earnings')).toHaveTextContent('You earn ₹10.50/min');
    expect(screen.getByTestId('console-request')).toHaveTextContent('The user pays ₹15/min');
    expect(screen.getByTestId('request-lapse')).toHaveTextContent(/Lapses in 2:0\d/);
    expect(screen.getByTestId('console-request')).toHaveTextContent('New client');
    expect(screen.queryByTestId('request-returning')).toBeNull();
  });

  it('marks a returning client with the number of past sessions, in German too', () => {
    renderCard({ pastSessions: 3 }, '/de/console');
    expect(screen.getByTestId('request-returning')).toHaveTextContent(
      'Wiederkehrender Kunde · 3 frühere Sitzungen',
    );
    expect(screen.getByTestId('request-earnings')).toHaveTextContent('Du verdienst');
  });

  it('asks for a reason before declining, and sends it with a note for "other"', async () => {
    const { user, onDecline, onAccept } = renderCard();
    await user.click(screen.getByTestId('request-decline'));
    // The decision moved to the reason step: Accept is gone, nothing was sent yet.
    expect(screen.queryByTestId('request-accept')).toBeNull();
    expect(screen.getByTestId('decline-confirm')).toBeDisabled();
    expect(onDecline).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Keep request' }));
    expect(screen.getByTestId('request-accept')).toBeEnabled();
    await user.click(screen.getByTestId('request-decline'));
    await user.click(screen.getByRole('radio', { name: 'Another reason' }));
    await user.type(screen.getByRole('textbox'), '  Wrong language  ');
    await user.click(screen.getByTestId('decline-confirm'));
    expect(onDecline).toHaveBeenCalledWith({ reason: 'other', note: 'Wrong language' });
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('sends the reason alone for "busy", and Accept stays a separate, wide button', async () => {
    const { user, onDecline, onAccept } = renderCard();
    const accept = screen.getByTestId('request-accept');
    const decline = screen.getByTestId('request-decline');
    // Not side by side: Decline sits on its own line below Accept.
    expect(accept.compareDocumentPosition(decline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(accept.className).toContain('w-full');
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
    await user.click(decline);
    await user.click(screen.getByRole('radio', { name: 'I am busy right now' }));
    await user.click(screen.getByTestId('decline-confirm'));
    expect(onDecline).toHaveBeenCalledWith({ reason: 'busy' });
  });
});
