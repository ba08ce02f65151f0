import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SERVER_RENDER_STATE_ID,
  type ServerRender,
  type ServerRenderer,
} from '@lumus/contract/site/server-renderer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages' server render (`serverRendererLoader`); `server.ts` warms it after listening. */
    serverRenderer: () => Promise<ServerRenderer | null>;
  }
}

/**
 * A server render that takes longer than this is dropped: the page is then sent as the app's
 * empty shell, as before there were server renders, rather than keep a visitor waiting.
 */
const SERVER_RENDER_BUDGET_MS = 2_000;

/**
 * The web build's server render (apps/web/dist-ssr beside apps/web/dist, decision 022), imported
 * on first use and again when a rebuild replaces the file; null while there is none (a build
 * without it, or tests without a build), and the app then renders every page itself. It is ready
 * once `warmUp` has rendered with it: a page asked for meanwhile waits for that, not for its own
 * first render against its time budget while the module's code is still being compiled.
 */
export function serverRendererLoader(
  webDistDir: string,
  warmUp: (render: ServerRenderer) => Promise<void> = () => Promise.resolve(),
): () => Promise<ServerRenderer | null> {
  const file = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; render: Promise<ServerRenderer | null> } | undefined;
  return async () => {
    const mtimeMs = await stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${String(mtimeMs)}`;
      loaded = {
        mtimeMs,
        render: import(url).then(async (module: { renderPage?: unknown }) => {
          if (typeof module.renderPage !== 'function') return null;
          const render = module.renderPage as ServerRenderer;
          await warmUp(render);
          return render;
        }),
      };
    }
    return loaded.render;
  };
}

function headersOf(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item));
  }
  return result;
}

/** `fetch` for the render's API calls, answered by this app in-process (no socket, no origin). */
export function inProcessFetch(app: FastifyInstance) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A server render only reads; it asked to ${method}.`);
    const answer = await app.inject({
      method: 'GET',
      url: input,
      headers: Object.fromEntries(new Headers(init.headers)),
    });
    const noBody = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(noBody ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: headersOf(answer.headers),
    });
  };
}

/**
 * Renders the requested page within the budget; null (the app renders it) for a page without a
 * server render, a failed render or one over time. A failure is logged, never shown.
 */
export async function renderWithinBudget(
  render: ServerRenderer,
  app: FastifyInstance,
  request: FastifyRequest,
  budgetMs: number = SERVER_RENDER_BUDGET_MS,
  currency: MarketCurrency = 'INR',
): Promise<ServerRender | null> {
  let timer: NodeJS.Timeout | undefined;
  const overTime = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      request.log.warn(`server render: over ${String(budgetMs)} ms, shell sent`);
      resolve(null);
    }, budgetMs);
  });
  try {
    return await Promise.race([
      render({ url: request.url, fetch: inProcessFetch(app), currency }),
      overTime,
    ]);
  } catch (error) {
    request.log.error({ err: error }, 'server render failed, shell sent');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * index.html with the rendered page in `#root` and its state right after it. The page is on
 * screen without the app, so the app waits: its entry and the preloads of its chunks are left
 * out, and the small boot script (at low priority) loads the app once the page has been painted.
 * On a slow network the fonts and pictures of what the visitor sees come first.
 */
export function injectServerRender(html: string, rendered: ServerRender): string {
  return html
    .replace(/\s*<script type="module" data-app-entry[^>]*><\/script>/, '')
    .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div>` +
        `<script id="${SERVER_RENDER_STATE_ID}" type="application/json">${rendered.state}</script>`,
    );
}

/** Where a first visit usually lands (decision 022): rendered once when the module is loaded. */
const WARM_UP_PAGES = ['/', '/chat-with-psychic'];

/**
 * The loader's warm-up: renders the landing pages once with a freshly loaded render module, so
 * that its code (a few megabytes) is compiled before a visitor's page is rendered against its
 * time budget. A failure is logged; the pages then render, or fall back, as they would have.
 */
export function renderLandingPages(app: FastifyInstance) {
  return async (render: ServerRenderer): Promise<void> => {
    for (const url of WARM_UP_PAGES) {
      try {
        await render({ url, fetch: inProcessFetch(app), currency: 'INR' });
      } catch (error) {
        app.log.warn({ err: error, url }, 'server render warm-up failed');
      }
    }
  };
}

/**
 * Loads the render module and renders the landing pages with it (see `serverRendererLoader`).
 * The server calls it right after it starts listening: /api/health and the API answer meanwhile,
 * and a page asked for meanwhile waits for the warm-up (decision 054). Nothing to do without a
 * server render.
 */
export async function warmUpServerRender(app: FastifyInstance): Promise<void> {
  await app.serverRenderer();
}
