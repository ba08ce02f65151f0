import { act, screen, waitFor, within } from '@testing-library/react';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session/session-store';
import { renderApp } from '../../test/render-app';
import { validToken } from '../../test/tokens';

describe('header', () => {
  it('links the logo home in the current language', async () => {
    renderApp('/de/about-us');
    await screen.findByRole('heading', { level: 1, name: 'Über uns' });
    expect(screen.getByRole('link', { name: 'Lumus – Startseite' })).toHaveAttribute('href', '/de');
  });

  it('shows Login to a guest and switches to balance and menu on login', async () => {
    let answerBalance: (amount: number) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.includes(walletBalanceCall.path)) {
          return Promise.reject(new Error(`this test does not answer ${url}`));
        }
        return new Promise<Response>((resolve) => {
          answerBalance = (amount) => {
            resolve(
              new Response(
                JSON.stringify({ status: 'success', data: { amount, currency: 'INR' } }),
                { status: 200, headers: { 'content-type': 'application/json' } },
              ),
            );
          };
        });
      }),
    );
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.getByTestId('login-button')).toHaveTextContent('Login');
    expect(screen.queryByTestId('wallet-balance')).toBeNull();

    act(() => {
      signIn(validToken('42'), { id: 42, name: 'Asha' });
    });
    // Until the server answers: a placeholder, never a false ₹0.
    expect(await screen.findByRole('link', { name: 'Wallet balance, loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-button')).toBeNull();

    act(() => {
      answerBalance(125_050);
    });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('₹1,250.50');
    expect(screen.getByRole('link', { name: 'Wallet balance ₹1,250.50' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('follows a login made in another tab', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Chat with Astrologer' });
    act(() => {
      localStorage.setItem('jwt_token', validToken('7'));
      window.dispatchEvent(new StorageEvent('storage', { key: 'jwt_token' }));
    });
    expect(await screen.findByTestId('wallet-balance-loading')).toBeInTheDocument();
  });

  it('profile menu leads to wallet, payment logs, order history and the charts, and logs out', async () => {
    localStorage.setItem('jwt_token', validToken('42'));
    localStorage.setItem('userData', JSON.stringify({ id: 42, name: 'Asha' }));
    const app = renderApp('/my-wallet');
    await screen.findByRole('heading', { level: 1, name: 'My Wallet' });

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // At phone width the button shows no name: the menu says who is signed in (issue 28).
    expect(within(menu).getByTestId('profile-menu-name')).toHaveTextContent('Signed in as Asha');
    expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'My Wallet',
      'Payment Logs',
      'Order History',
      'Kundli',
      'Match-Making',
      'Favourites',
      'Notifications',
      'Help & support',
      'Logout',
    ]);
    expect(items[0]).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'My Profile' }));
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(screen.getByLabelText('What should we call you?')).toHaveValue('Asha');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add birth details' })).toHaveAttribute(
      'href',
      '/kundli',
    );
    expect(screen.getAllByTestId('language-switch')).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Payment Logs' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment Logs' });
    expect(app.location()).toBe('/payment-logs');

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Chat with Astrologer' });
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('jwt_token')).toBeNull();
    await waitFor(() => {
      expect(screen.getByTestId('login-button')).toBeInTheDocument();
    });
  });

  it('offers the console to a psychic and the admin console to an admin', async () => {
    localStorage.setItem('jwt_token', validToken('42'));
    localStorage.setItem('userData', JSON.stringify({ id: 42, name: 'Meera', role: 'consultant' }));
    const app = renderApp('/my-wallet');
    await screen.findByRole('heading', { level: 1, name: 'My Wallet' });
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Consultant Console' })).toHaveAttribute(
      'href',
      '/console',
    );
    expect(screen.queryByRole('menuitem', { name: 'Admin Console' })).toBeNull();
  });

  it('shows no wallet or account menu on the console, which has its own header', async () => {
    localStorage.setItem('jwt_token', validToken('42'));
    localStorage.setItem('userData', JSON.stringify({ id: 42, name: 'Meera', role: 'consultant' }));
    renderApp('/de/console');
    await screen.findByRole('link', { name: 'Lumus – Startseite' });
    await waitFor(() => {
      expect(screen.getByTestId('language-switch')).toBeInTheDocument();
    });
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kontomenü' })).toBeNull();
  });
});
