import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { updateHeadTags } from './head-tags';

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name) ?? null;
const description = () => attribute('meta[name="description"]', 'content');
const canonical = () => attribute('link[rel="canonical"]', 'href');
const hreflang = (language: string) =>
  attribute(`link[rel="alternate"][hreflang="${language}"]`, 'href');
const og = (property: string) => attribute(`meta[property="${property}"]`, 'content');
const noindex = () => document.head.querySelector('meta[name="robots"]') !== null;

// No API server here: the pages' calls wait forever, which is all the head needs.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<never>(() => undefined)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('page head on client-side navigation', () => {
  it('follows each route and language change with description, canonical, hreflang and Open Graph', async () => {
    const app = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const origin = location.origin;
    await waitFor(() => {
      expect(canonical()).toBe(`${origin}/about-us`);
    });
    expect(description()).toMatch(/^Lumus means light in the dark/);
    expect(hreflang('de')).toBe(`${origin}/de/about-us`);
    expect(og('og:title')).toBe('About Us | Lumus');
    expect(attribute('link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');

    await act(() => app.router.navigate('/de/compatibility'));
    await waitFor(() => {
      expect(canonical()).toBe(`${origin}/de/compatibility`);
    });
    expect(description()).toMatch(/^Gib zwei Geburtsdaten ein/);
    expect(hreflang('en')).toBe(`${origin}/compatibility`);
    expect(hreflang('de')).toBe(`${origin}/de/compatibility`);
    expect(hreflang('x-default')).toBe(`${origin}/compatibility`);
    expect(og('og:url')).toBe(`${origin}/de/compatibility`);
    expect(og('og:description')).toMatch(/^Gib zwei Geburtsdaten ein/);
    expect(og('og:locale')).toBe('de_DE');
    expect(attribute('link[rel="manifest"]', 'href')).toBe('/de/manifest.webmanifest');
    // One tag of each, replaced rather than added on every navigation.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    // A second route of a page points at its canonical page, as the server does.
    await act(() => app.router.navigate('/privacy-policy'));
    await waitFor(() => {
      expect(canonical()).toBe(`${origin}/privacy-policies`);
    });
    // A group list and a profile get their own URL with the list's or profile's words.
    await act(() => app.router.navigate('/de/profile/lena-hoffmann'));
    await waitFor(() => {
      expect(canonical()).toBe(`${origin}/de/profile/lena-hoffmann`);
    });
    expect(hreflang('en')).toBe(`${origin}/profile/lena-hoffmann`);
    expect(og('og:title')).toBe('Berater-Profil | Lumus');
    expect(noindex()).toBe(false);
  });

  it("names a horoscope's sign in the title after a client-side navigation, as the server does", async () => {
    const app = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await act(() => app.router.navigate('/horoscope/today/gemini'));
    await waitFor(() => {
      expect(document.title).toBe('Gemini Horoscope Today | Lumus');
    });
    await act(() => app.router.navigate('/de/horoscope/tomorrow/pisces'));
    await waitFor(() => {
      expect(document.title).toBe('Horoskop Fische morgen | Lumus');
    });
    expect(og('og:title')).toBe('Horoskop Fische morgen | Lumus');
    await act(() => app.router.navigate('/de/about-us'));
    await waitFor(() => {
      expect(document.title).toBe('Über uns | Lumus');
    });
  });

  it('marks a loading screen noindex and takes the mark away on the next page', async () => {
    const app = renderApp('/loading');
    await waitFor(() => {
      expect(noindex()).toBe(true);
    });
    await act(() => app.router.navigate('/about-us'));
    await waitFor(() => {
      expect(canonical()).toBe(`${location.origin}/about-us`);
    });
    expect(noindex()).toBe(false);
  });

  it("keeps the server's head for a first profile page and its origin for the next ones", async () => {
    // What the server writes for a profile: the psychic's name, which the app does not know.
    document.head.innerHTML = [
      '<meta name="description" content="Chat with Mira Sen on Lumus" />',
      '<link rel="canonical" href="https://lumus.example/profile/mira-sen" />',
      '<meta property="og:title" content="Mira Sen | Lumus" />',
    ].join('');
    document.title = 'Mira Sen | Lumus';
    const app = renderApp('/profile/mira-sen');
    // Give the lazy head updater time to have run.
    await act(() => import('./head-tags'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Mira Sen | Lumus');
    expect(description()).toBe('Chat with Mira Sen on Lumus');

    await act(() => app.router.navigate('/de/about-us'));
    await waitFor(() => {
      expect(canonical()).toBe('https://lumus.example/de/about-us');
    });
    expect(document.title).toBe('Über uns | Lumus');
    expect(og('og:title')).toBe('Über uns | Lumus');
    expect(hreflang('x-default')).toBe('https://lumus.example/about-us');
  });

  it("replaces the server's generic head of any other first page with the page's own", async () => {
    // A private path gets the home page's words from the server (it is not indexed).
    document.head.innerHTML = [
      '<meta name="description" content="Lumus home" />',
      '<link rel="canonical" href="https://lumus.example/about-us" />',
    ].join('');
    document.title = 'Lumus';
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => {
      expect(document.title).toBe('About Us | Lumus');
    });
    await waitFor(() => {
      expect(description()).not.toBe('Lumus home');
    });
  });

  it("writes a profile's head from the page's own lookup, over the server's generic one", () => {
    // The server sends the generic head when its lookup failed (database down); the page's
    // lookup then names the psychic, with the server's origin kept.
    document.head.innerHTML = [
      '<meta name="description" content="Psychic profile" />',
      '<link rel="canonical" href="https://lumus.example/profile/lena-hoffmann" />',
      '<meta property="og:title" content="Psychic Profile | Lumus" />',
    ].join('');
    document.title = 'Psychic Profile | Lumus';
    updateHeadTags('/profile/lena-hoffmann', { name: 'Lena Hoffmann' });
    expect(document.title).toBe('Lena Hoffmann · Psychic Profile | Lumus');
    expect(og('og:title')).toBe('Lena Hoffmann · Psychic Profile | Lumus');
    expect(description()).toMatch(/^Chat with Lena Hoffmann on Lumus: /);
    expect(canonical()).toBe('https://lumus.example/profile/lena-hoffmann');
    expect(noindex()).toBe(false);

    updateHeadTags('/profile/nobody-by-this-name', null);
    expect(document.title).toBe('Psychic Profile | Lumus');
    expect(noindex()).toBe(true);
  });
});
