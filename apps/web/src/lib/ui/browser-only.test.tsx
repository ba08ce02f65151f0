import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BrowserOnly } from './browser-only';

// Tells React this test drives updates through act().
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

function Page() {
  return (
    <main>
      <h1>Page</h1>
      <BrowserOnly>
        <p>in the browser</p>
      </BrowserOnly>
    </main>
  );
}

describe('BrowserOnly', () => {
  it('is left out of a server render and shown once the hydration is done, without a mismatch', async () => {
    const html = renderToString(<Page />);
    expect(html).toBe('<main><h1>Page</h1></main>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(container.innerHTML).toBe('<main><h1>Page</h1><p>in the browser</p></main>');
    // Hydrated, not re-created: the server's heading is still the one on the page.
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
