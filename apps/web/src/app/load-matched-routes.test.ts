import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMatchedRoutes } from './load-matched-routes';

function at(path: string): Location {
  return new URL(path, 'https://lumus.example') as unknown as Location;
}

describe('loading the page routes of the first URL before the router starts', () => {
  it('loads the matched lazy routes into their route objects and leaves the others lazy', async () => {
    const calls: string[] = [];
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            path: 'about-us',
            lazy: () => {
              calls.push('about');
              return Promise.resolve({ handle: 'about' });
            },
          },
          {
            path: 'kundli',
            lazy: () => {
              calls.push('kundli');
              return Promise.resolve({ handle: 'kundli' });
            },
          },
        ],
      },
    ];
    await loadMatchedRoutes(routes, at('/about-us'));
    const [about, kundli] = routes[0]?.children ?? [];
    expect(calls).toEqual(['about']);
    expect(about?.handle).toBe('about');
    expect(about?.lazy).toBeUndefined();
    expect(typeof kundli?.lazy).toBe('function');
  });

  it('leaves a page whose code failed to load lazy, for the router to load again and report', async () => {
    const routes: RouteObject[] = [{ path: '/', lazy: () => Promise.reject(new Error('offline')) }];
    await expect(loadMatchedRoutes(routes, at('/'))).resolves.toBeUndefined();
    expect(typeof routes[0]?.lazy).toBe('function');
  });

  it('does nothing for a URL no route matches', async () => {
    await expect(loadMatchedRoutes([{ path: '/a' }], at('/b'))).resolves.toBeUndefined();
  });
});
