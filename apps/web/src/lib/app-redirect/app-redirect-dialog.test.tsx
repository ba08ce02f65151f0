import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('app-redirect dialog', () => {
  it('opens from an app-only feature, is labelled, traps Tab and closes on Escape', async () => {
    const app = renderApp('/use-app');
    await screen.findByRole('heading', { level: 1, name: 'Use App' });
    // Only what really is app-only: support is on the web (decision 053).
    const onlyInApp = screen.getByRole('heading', { level: 2, name: 'Only in the app' });
    const list = onlyInApp.parentElement?.querySelectorAll('button') ?? [];
    expect(Array.from(list, (button) => button.textContent)).toEqual([
      'Watch live TV',
      'Visit the shop',
    ]);
    expect(screen.getByText(/write to the Lumus team when something goes wrong/)).toBeVisible();
    const trigger = screen.getByRole('button', { name: 'Watch live TV' });
    await app.user.click(trigger);

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Feature Not Available' },
      // Its own chunk, loaded when it first opens.
      { timeout: 5_000 },
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'This feature is currently not available on web. Please download the app to use this feature.',
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const download = screen.getByRole('link', { name: 'Download App' });
    expect(download).toHaveAttribute('href', '/use-app');
    // Focus moves in the dialog's effect, which runs after the lazily loaded chunk commits.
    await waitFor(() => expect(close).toHaveFocus());

    await app.user.tab();
    expect(download).toHaveFocus();
    await app.user.tab();
    expect(close).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(download).toHaveFocus();

    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('speaks German under /de and keeps the download link in German', async () => {
    const app = renderApp('/de/use-app');
    await screen.findByRole('heading', { level: 1, name: 'App nutzen' });
    await app.user.click(screen.getByRole('button', { name: 'Live-TV ansehen' }));
    expect(
      await screen.findByRole('dialog', { name: 'Funktion nicht verfügbar' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'App herunterladen' })).toHaveAttribute(
      'href',
      '/de/use-app',
    );
    await app.user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
