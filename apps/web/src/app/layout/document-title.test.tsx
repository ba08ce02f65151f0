import type { ProfileLookup } from '@lumus/contract/site/page-seo';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useProfileHead } from '../../lib/head/profile-head';
import { createI18n } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../page-title';
import { DocumentTitle } from './document-title';

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name) ?? null;
const description = () => attribute('meta[name="description"]', 'content');
const og = (property: string) => attribute(`meta[property="${property}"]`, 'content');
const noindex = () => document.head.querySelector('meta[name="robots"]') !== null;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

/**
 * Stands in for the profile page's lookup (the real page needs the API): it asks nothing until
 * "Loaded" is pressed, then reports what a lookup of its slug would answer.
 */
function ProfileStandIn({ answer }: { answer: ProfileLookup }) {
  const [loaded, setLoaded] = useState(false);
  useProfileHead(loaded ? answer : undefined);
  return (
    <button
      type="button"
      onClick={() => {
        setLoaded(true);
      }}
    >
      Loaded
    </button>
  );
}

function renderPages(path: string) {
  const profileHandle: RouteHandle = { title: 'psychic_profile' };
  const aboutHandle: RouteHandle = { title: 'about_us' };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <DocumentTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: 'de/about-us', handle: aboutHandle, element: <h1>Über uns</h1> },
          {
            path: 'de/profile/lena-hoffmann',
            handle: profileHandle,
            element: <ProfileStandIn answer={{ name: 'Lena Hoffmann' }} />,
          },
          {
            path: 'de/profile/nobody-by-this-name',
            handle: profileHandle,
            element: <ProfileStandIn answer={null} />,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n('de')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('document head of a profile reached in the app', () => {
  it('names the psychic once the page has looked them up, and forgets them on the next page', async () => {
    const user = userEvent.setup();
    const router = renderPages('/de/about-us');
    await waitFor(() => {
      expect(og('og:title')).toBe('Über uns | Lumus');
    });

    await act(() => router.navigate('/de/profile/lena-hoffmann'));
    // While the page asks, the route's generic words.
    await waitFor(() => {
      expect(og('og:title')).toBe('Berater-Profil | Lumus');
    });
    expect(document.title).toBe('Berater-Profil | Lumus');

    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    await waitFor(() => {
      expect(document.title).toBe('Lena Hoffmann · Berater-Profil | Lumus');
    });
    expect(og('og:title')).toBe('Lena Hoffmann · Berater-Profil | Lumus');
    expect(description()).toMatch(/^Chatte mit Lena Hoffmann bei Lumus/);
    expect(og('og:description')).toMatch(/^Chatte mit Lena Hoffmann bei Lumus/);
    expect(noindex()).toBe(false);

    await act(() => router.navigate('/de/about-us'));
    await waitFor(() => {
      expect(document.title).toBe('Über uns | Lumus');
    });
    await waitFor(() => {
      expect(og('og:title')).toBe('Über uns | Lumus');
    });
    expect(description()).not.toMatch(/Lena Hoffmann/);
  });

  it('marks a slug the page did not find noindex, as the server does', async () => {
    const user = userEvent.setup();
    const router = renderPages('/de/about-us');
    await waitFor(() => {
      expect(og('og:title')).toBe('Über uns | Lumus');
    });
    await act(() => router.navigate('/de/profile/nobody-by-this-name'));
    await waitFor(() => {
      expect(og('og:title')).toBe('Berater-Profil | Lumus');
    });
    expect(noindex()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    await waitFor(() => {
      expect(noindex()).toBe(true);
    });
    expect(document.title).toBe('Berater-Profil | Lumus');

    await act(() => router.navigate('/de/about-us'));
    await waitFor(() => {
      expect(noindex()).toBe(false);
    });
  });
});
