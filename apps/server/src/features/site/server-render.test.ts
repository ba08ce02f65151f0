import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consultants } from '../catalogue/catalogue-tables';
import {
  injectServerRender,
  inProcessFetch,
  renderLandingPages,
  renderWithinBudget,
  serverRendererLoader,
} from './server-render';
import { listedPsychic } from './listed-psychic-fixture';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';

// What the web build writes (apps/web/scripts/static-entry-groups.ts marks the app's entry).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="generic" />
    <title>Lumus</title>
    <script type="module" crossorigin src="/assets/boot-1.js"></script>
    <script type="module" data-app-entry crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the web build's server render (apps/web/dist-ssr/entry-server.js), written as
 * the build would place it: it lists the psychics it reads through the fetch the server hands it,
 * so the test sees the whole path (module loading, in-process API calls, the page around it).
 */
const RENDERER = `
export async function renderPage({ url, fetch }) {
  if (url.startsWith('/about-us')) return null;
  if (url.startsWith('/use-app')) throw new Error('render failed');
  const response = await fetch('${consultantListCall.path}?sort=recommended&page=1&pageSize=12', {
    method: 'GET',
    headers: { accept: 'application/json' },
  });
  const body = await response.json();
  const names = body.data.items.map((item) => item.displayName).join(', ');
  return {
    html: '<main data-url="' + url + '">' + names + ' $& $1</main>',
    state: JSON.stringify({ url }).replaceAll('<', '\\\\u003c'),
  };
}
`;

describe('server-rendered pages', () => {
  let t: TestApp;
  let root: string;
  let rendererFile: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lumus-server-render-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist', 'index.html'), INDEX_HTML);
    rendererFile = join(root, 'dist-ssr', 'entry-server.js');
    writeFileSync(rendererFile, RENDERER);
    t = await createTestApp({ webDistDir: join(root, 'dist') });
    await t.database.db
      .insert(consultants)
      .values([listedPsychic('mira-sen', 'Mira Sen'), listedPsychic('jonas-berg', 'Jonas Berg')]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    return response;
  };

  it('puts the rendered page, with data read in-process, into #root and its state after it', async () => {
    const html = (await page('/chat-with-psychic?sort=recommended')).body;
    expect(html).toContain(
      '<div id="root"><main data-url="/chat-with-psychic?sort=recommended">Mira Sen, Jonas Berg $& $1</main></div>' +
        '<script id="lumus-server-render" type="application/json">{"url":"/chat-with-psychic?sort=recommended"}</script>',
    );
    // The page is painted without the app: its entry and preloads wait for boot.ts.
    expect(html).not.toContain('data-app-entry');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/boot-1.js"></script>',
    );
    // The page head is still the page's own.
    expect(html).toContain('<link rel="canonical" href="http://localhost:80/chat-with-psychic');
  });

  it('sends the plain app shell for a page without a server render, or when the render fails', async () => {
    for (const url of ['/about-us', '/use-app']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('data-app-entry');
      expect(html, url).toContain('<link rel="modulepreload"');
      expect(html, url).not.toContain('lumus-server-render');
    }
  });

  it("keeps a German page's market with the browser, so the currency call agrees with the page", async () => {
    // A first visit to a German page is rendered in euros, whatever the time zone says later.
    expect((await page('/de/chat-with-psychic')).headers['set-cookie']).toMatch(
      /^lumus_market=DE; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    // A market already chosen, and an English page, are left as they are.
    const chosen = await page('/de/chat-with-psychic', { cookie: 'lumus_market=IN' });
    expect(chosen.headers['set-cookie']).toBeUndefined();
    expect((await page('/chat-with-psychic')).headers['set-cookie']).toBeUndefined();
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = (await page('/')).body;
    const brotli = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await page('/')).headers['content-encoding']).toBeUndefined();
  });

  it('loads a rebuilt render module without a restart', async () => {
    writeFileSync(
      rendererFile,
      `export async function renderPage() { return { html: '<p>rebuilt</p>', state: '{}' }; }`,
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(rendererFile, later, later);
    expect((await page('/')).body).toContain('<div id="root"><p>rebuilt</p></div>');
    writeFileSync(rendererFile, RENDERER);
    const latest = new Date(Date.now() + 10_000);
    utimesSync(rendererFile, latest, latest);
    expect((await page('/')).body).toContain('Mira Sen');
  });

  it('is ready once the landing pages have been rendered with a freshly loaded module', async () => {
    const events: string[] = [];
    const load = serverRendererLoader(join(root, 'dist'), async (render) => {
      events.push('warm-up started');
      const landing = renderLandingPages(t.app);
      await landing(async (request) => {
        const rendered = await render(request);
        events.push(`rendered ${request.url}: ${rendered?.html.includes('Mira Sen') === true}`);
        return rendered;
      });
    });
    // Two pages asked for at once share the one load and warm-up.
    const [first, second] = await Promise.all([load(), load()]);
    events.push('ready');
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(events).toEqual([
      'warm-up started',
      'rendered /: true',
      'rendered /chat-with-psychic: true',
      'ready',
    ]);
  });

  it('answers only reads in-process, with the status and headers of the real route', async () => {
    const fetchInProcess = inProcessFetch(t.app);
    const answer = await fetchInProcess('/api/no/such/route', { method: 'GET' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(((await answer.json()) as { status: string }).status).toBe('fail');
    await expect(fetchInProcess(consultantListCall.path, { method: 'POST' })).rejects.toThrow(
      'A server render only reads',
    );
  });

  it('gives up on a render over its time budget and logs it', async () => {
    const warn = vi.fn();
    const request = { url: '/', log: { warn, error: vi.fn() } } as unknown as FastifyRequest;
    const slow = () =>
      new Promise<null>((resolve) => {
        setTimeout(() => {
          resolve(null);
        }, 1_000);
      });
    await expect(renderWithinBudget(slow, t.app, request, 20)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('server render: over 20 ms, shell sent');
  });

  it('keeps text of the render that looks like a replacement pattern as it is', () => {
    const html = injectServerRender('<div id="root"></div>', { html: "$' $` $&", state: '{}' });
    expect(html).toBe(
      `<div id="root">$' $\` $&</div><script id="lumus-server-render" type="application/json">{}</script>`,
    );
  });
});
