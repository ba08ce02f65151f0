import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuseRequests } from '../../test/refuse-requests';
import { renderApp } from '../../test/render-app';
import { validToken } from '../../test/tokens';

/*
 * The settings and favourites pages from the profile menu, in both languages. The server is not
 * there (every request refused): the pages say they could not load instead of showing a guess.
 */

const requests = refuseRequests();

function signedIn(role?: string) {
  localStorage.setItem('jwt_token', validToken('42'));
  localStorage.setItem('userData', JSON.stringify({ id: 42, name: 'Asha', role }));
}

describe('notification pages', () => {
  it('reaches the notification settings from the profile menu; a browser without push is told so', async () => {
    signedIn();
    const app = renderApp('/my-wallet');
    await screen.findByRole('heading', { level: 1, name: 'My Wallet' });
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Notifications' }));
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    expect(app.location()).toBe('/notification-settings');
    const device = screen.getByTestId('notification-device');
    expect(
      await within(device).findByText(/This browser cannot show notifications from Lumus/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Your settings could not be loaded.')).toBeInTheDocument();
    // A user is not offered a psychic's kind; the switches wait for the stored settings.
    const kinds = screen.getByTestId('notification-kinds');
    expect(
      within(kinds)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('name')),
    ).toEqual(['accepted', 'message', 'online', 'support']);
    for (const box of within(kinds).getAllByRole('switch')) expect(box).toBeDisabled();
    expect(requests.some((url) => url.includes('/api/push/settings/get'))).toBe(true);
  });

  it('offers psychics their new-request kind', async () => {
    signedIn('consultant');
    renderApp('/notification-settings');
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    expect(
      within(screen.getByTestId('notification-kinds'))
        .getAllByRole('switch')
        .map((s) => s.getAttribute('name')),
    ).toContain('request');
  });

  it('shows the favourites page in German, with a way to try again', async () => {
    signedIn();
    renderApp('/de/favourites');
    await screen.findByRole('heading', { level: 1, name: 'Favoriten' });
    expect(
      await screen.findByText('Deine Favoriten konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
