import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../app-routes';
import { APP_ROUTES } from '../route-table';
import { routeOfPath } from './page-of-path';

const routes = buildRoutes();

/** The page route pattern React Router picks for a path, or null for the catch-all. */
function routerPatternOf(path: string): string | null {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  if (leaf === undefined || leaf.path === '*') return null;
  return leaf.index === true ? '' : (leaf.path ?? null);
}

/** Sample paths for a pattern: every optional segment present and absent. */
function samplesOf(pattern: string): string[] {
  let samples = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.endsWith('?')) samples = samples.flatMap((sample) => [sample, `${sample}/v1`]);
    else samples = samples.map((sample) => `${sample}/${segment.startsWith(':') ? 'v2' : segment}`);
  }
  return samples.map((sample) => (sample === '' ? '/' : sample));
}

describe('routeOfPath', () => {
  const paths = [
    ...APP_ROUTES.flatMap((route) => samplesOf(route.path)),
    '/chat-with-psychic/intake-form/abc',
    '/chat-with-psychic/intake-form-v2',
    '/chat-with-psychic/love/7',
    '/chat-with-psychic/start/abc',
    '/chat-with-psychic/start/abc/def',
    '/Profile/Lena-Hoffmann/',
    '/kundli/12',
    '/no-such-page',
    '/profile/a/b',
  ];

  it.each(paths)('picks the page the router shows for %s', (path) => {
    expect(routeOfPath(path)?.path ?? null).toBe(routerPatternOf(path));
  });

  it('knows the landing pages', () => {
    expect(routeOfPath('/')?.page).toEqual({ module: 'home', variant: 'home' });
    expect(routeOfPath('/chat-with-psychic')?.page.module).toBe('psychicList');
    expect(routeOfPath('/profile/lena-hoffmann')?.page.module).toBe('psychicProfile');
    expect(routeOfPath('/no-such-page')).toBeNull();
  });
});
