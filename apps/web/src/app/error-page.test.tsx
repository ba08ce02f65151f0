import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/api/query-client';
import { createI18n } from '../lib/i18n/i18n';
import { AppProviders } from './app-providers';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error page', () => {
  it('replaces a crashed page with a friendly message and a way home', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '/de/about-us', Component: Broken, ErrorBoundary: ErrorPage }],
      { initialEntries: ['/de/about-us'] },
    );
    window.history.replaceState(null, '', '/de/about-us');
    render(
      <AppProviders i18n={createI18n('de')} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});
