import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The first visit of a route loads its page module on demand; under a loaded machine (many test
// files in parallel) that can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

/** Every cookie the page can see, expired. */
function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// The files of a worker share one window and one module cache (`isolate: false`, decision 062):
// each file leaves it as a new one would find it, whatever its tests changed.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
