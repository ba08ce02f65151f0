import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuseRequests } from '../../test/refuse-requests';
import { renderApp } from '../../test/render-app';

/** A guest on the astrology pages: what they offer and a sign-in button, and no account call. */
const requests = refuseRequests();

describe('kundli pages for a guest', () => {
  it.each([
    ['/kundli', 'Kundli'],
    ['/kundli/7', 'Kundli'],
    ['/match-making', 'Match-Making'],
  ])('%s asks to sign in instead of sending the guest away', async (path, heading) => {
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Sign in to keep your charts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe(path);
    expect(
      requests.filter((url) => url.includes('birthdetail') || url.includes('match_making')),
    ).toEqual([]);
  });

  it('speaks German under /de', async () => {
    renderApp('/de/kundli');
    expect(
      await screen.findByRole('heading', { name: 'Melde dich an, um deine Horoskope zu behalten' }),
    ).toBeInTheDocument();
  });
});
