import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { captureInstallPrompt, installPromptState } from './install-prompt';

/** What Chromium dispatches when the site can be installed. */
function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('Install Lumus on the Use App page and in the Download App dialog', () => {
  it("offers the browser's prompt, shows it on click, and then says Lumus is installed", async () => {
    captureInstallPrompt();
    const app = renderApp('/use-app');
    await screen.findByRole('heading', { level: 1, name: 'Use App' });
    expect(screen.queryByTestId('install-lumus')).toBeNull();

    const { event, prompt } = installPromptEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    // Our button shows it, not the browser's own mini bar.
    expect(event.defaultPrevented).toBe(true);
    await app.user.click(await screen.findByRole('button', { name: 'Install Lumus' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(
      await screen.findByText(
        'Lumus is installed on this device. Open it from your home screen or app list.',
      ),
    ).toBeInTheDocument();
    expect(installPromptState()).toEqual({ prompt: null, installed: true });
  });

  // The prompt's state lives as long as the page, as in a browser: this follows the test above.
  it('then says so in German in the Feature Not Available dialog, beside the Download App link', async () => {
    const app = renderApp('/de/use-app');
    await screen.findByRole('heading', { level: 1, name: 'App nutzen' });
    await app.user.click(screen.getByRole('button', { name: 'Live-TV ansehen' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Funktion nicht verfügbar' },
      { timeout: 5_000 },
    );
    // The offer's code comes with the dialog's opening.
    await within(dialog).findByText(
      'Lumus ist auf diesem Gerät installiert. Öffne es über deinen Startbildschirm oder deine App-Liste.',
    );
    expect(dialog).toHaveTextContent('Lumus installieren');
    expect(screen.queryByRole('button', { name: 'Lumus installieren' })).toBeNull();
    expect(screen.getByRole('link', { name: 'App herunterladen' })).toBeInTheDocument();
  });
});
