import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from '../boot/after-first-paint';
import { LanguageSwitch } from './language-switch';
import { loadI18n } from './load-i18n';

/** What each render showed: the address and the language of the words on it. */
type Seen = { path: string; language: string };

function Page({ seen }: { seen: Seen[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  seen.push({ path: `${location.pathname}${location.search}`, language: i18n.language });
  return (
    <>
      <LanguageSwitch />
      <p data-testid="words">{t('header.login')}</p>
    </>
  );
}

async function renderSwitch() {
  const i18n = await loadI18n('en');
  const seen: Seen[] = [];
  const router = createMemoryRouter([{ path: '*', element: <Page seen={seen} /> }], {
    initialEntries: ['/about-us?x=1'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { i18n, seen, router };
}

describe('the language switch (decision 063)', () => {
  it('loads only the page language, fetches the other one when approached, and switches once it is there', async () => {
    const { i18n, seen, router } = await renderSwitch();
    await act(() => afterFirstPaint());
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);

    const german = screen.getByRole('link', { name: 'Deutsch' });
    fireEvent.pointerOver(german);
    await waitFor(() => {
      expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    });
    // Loaded, not yet chosen.
    expect(i18n.language).toBe('en');
    expect(router.state.location.pathname).toBe('/about-us');

    fireEvent.click(german);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/about-us');
    });
    expect(router.state.location.search).toBe('?x=1');
    expect(screen.getByTestId('words').textContent).toBe('Anmelden');
    // No render ever showed English words under the German address.
    const germanAddress = seen.filter((render) => render.path.startsWith('/de/'));
    expect(germanAddress.length).toBeGreaterThan(0);
    expect(germanAddress.every((render) => render.language === 'de')).toBe(true);
  });

  it('switches at the first click too, without a hover before it (a keyboard, a quick tap)', async () => {
    const { i18n, seen, router } = await renderSwitch();
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    // The address waits for the words.
    expect(router.state.location.pathname).toBe('/about-us');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/about-us');
    });
    expect(screen.getByTestId('words').textContent).toBe('Anmelden');
    expect(
      seen.filter((render) => render.path.startsWith('/de/')).every((r) => r.language === 'de'),
    ).toBe(true);
  });
});
