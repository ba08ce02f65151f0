import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For screens that must not call the server in a test: every fetch is recorded and refused.
 * Call once at the top of a test file; the returned list is emptied before each test.
 */
export function refuseRequests(): string[] {
  const urls: string[] = [];
  beforeEach(() => {
    urls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return Promise.reject(new Error('this test expects no request'));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return urls;
}
