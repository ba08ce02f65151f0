import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { validToken } from '../test/tokens';

function signIn() {
  localStorage.setItem('jwt_token', validToken('42'));
  localStorage.setItem('userData', JSON.stringify({ id: 42, name: 'Asha' }));
}

/** The page's h1 once the route's code has loaded (the loading screen has its own h1). */
async function expectHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('routing', () => {
  it('renders the home page in English without prefix', async () => {
    renderApp('/');
    await expectHeading('Chat with Astrologer');
    await waitFor(() => {
      expect(document.title).toBe('Lumus');
    });
    expect(document.documentElement.lang).toBe('en');
  });

  it('renders German under /de with a German title and html lang', async () => {
    renderApp('/de/about-us');
    await expectHeading('Über uns');
    await waitFor(() => {
      expect(document.title).toBe('Über uns | Lumus');
    });
    expect(document.documentElement.lang).toBe('de');
  });

  it('removes an unsupported language prefix: /fr/about-us ends at /about-us', async () => {
    const app = renderApp('/fr/about-us?x=1#team');
    await expectHeading('About Us');
    expect(app.location()).toBe('/about-us?x=1#team');
  });

  it('removes /en because English has no prefix', async () => {
    const app = renderApp('/en/privacy-policies');
    await expectHeading('Privacy Policy');
    expect(app.location()).toBe('/privacy-policies');
  });

  it('sends unknown German paths to /de and unknown paths to /', async () => {
    const german = renderApp('/de/nowhere');
    await expectHeading('Chatte mit einem Astrologen');
    expect(german.location()).toBe('/de');
    german.unmount();

    const english = renderApp('/about-us/extra');
    await expectHeading('Chat with Astrologer');
    expect(english.location()).toBe('/');
  });

  it('sends a logged-out visitor of /my-wallet home', async () => {
    const app = renderApp('/my-wallet');
    await expectHeading('Chat with Astrologer');
    expect(app.location()).toBe('/');
    expect(screen.getByTestId('login-button')).toBeInTheDocument();
  });

  it('sends a logged-out visitor of /de/order-history to /de', async () => {
    const app = renderApp('/de/order-history');
    await expectHeading('Chatte mit einem Astrologen');
    expect(app.location()).toBe('/de');
  });

  it('treats an expired token as logged out', async () => {
    localStorage.setItem(
      'jwt_token',
      `e30.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.x`,
    );
    const app = renderApp('/payment-logs');
    await expectHeading('Chat with Astrologer');
    expect(app.location()).toBe('/');
    // The stale token is cleaned up on start (spec §4).
    await waitFor(() => {
      expect(localStorage.getItem('jwt_token')).toBeNull();
    });
  });

  it('renders My Wallet for a logged-in user, with balance chip and profile menu', async () => {
    signIn();
    const app = renderApp('/my-wallet');
    await expectHeading('My Wallet');
    expect(app.location()).toBe('/my-wallet');
    await waitFor(() => {
      expect(document.title).toBe('My Wallet | Lumus');
    });
    // No server here: the chip waits for the balance instead of showing ₹0.
    expect(screen.getByTestId('wallet-balance-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('login-button')).toBeNull();
  });

  it('accepts both shapes of the chat start route', async () => {
    signIn();
    const withAstro = renderApp('/chat-with-psychic/start/MTAx/OTAwMQ');
    await expectHeading('Start Chat');
    expect(withAstro.location()).toBe('/chat-with-psychic/start/MTAx/OTAwMQ');
    withAstro.unmount();

    const chatOnly = renderApp('/chat-with-psychic/start/OTAwMQ');
    await expectHeading('Start Chat');
    expect(chatOnly.location()).toBe('/chat-with-psychic/start/OTAwMQ');
  });

  it('tells group lists, intake forms and profiles apart', async () => {
    const group = renderApp('/chat-with-psychic/love-psychics/7');
    await expectHeading('Chat With Psychic');
    group.unmount();
    const intake = renderApp('/chat-with-psychic/intake-form');
    await expectHeading('Before your chat');
    // The title is an effect's work, which may land a moment after the heading's commit.
    await waitFor(() => {
      expect(document.title).toBe('Chat Intake Form | Lumus');
    });
    intake.unmount();
    // A profile without a slug has nobody to show: it opens the list.
    const profile = renderApp('/profile');
    await expectHeading('Chat With Psychic');
    expect(profile.location()).toBe('/chat-with-psychic');
  });
});

describe('language switch', () => {
  it('rewrites /about-us?x=1 to /de/about-us?x=1 and remembers the choice', async () => {
    const app = renderApp('/about-us?x=1');
    await expectHeading('About Us');
    const switcher = screen.getByTestId('language-switch');
    await app.user.click(within(switcher).getByRole('link', { name: 'Deutsch' }));
    expect(app.location()).toBe('/de/about-us?x=1');
    await expectHeading('Über uns');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('lang')).toBe('de');

    await app.user.click(within(switcher).getByRole('link', { name: 'English' }));
    expect(app.location()).toBe('/about-us?x=1');
    await expectHeading('About Us');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
