import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { Failure } from '@lumus/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
// Level 5 of 11: within a few percent of the best size at a small fraction of its time.
const BROTLI_PAGE_QUALITY = 5;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NOT_BUILT_PAGE =
  'Lumus: the web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  const body: Failure = { status: 'fail', reason: `Not found: ${request.method} ${path}` };
  return reply.code(404).send(body);
}

/** A page as sent: 404 when the path is a page whose subject does not exist (a psychic). */
export type PageAnswer = Readonly<{
  html: string;
  status: 200 | 404;
  /** A `set-cookie` value the page's answer carries (the market it was rendered in). */
  setCookie?: string;
}>;

/** Where a request for a page is sent instead: 301 to its one address, 302 off an unknown path. */
export type PageRedirect = Readonly<{ location: string; status: 301 | 302 }>;

export type WebAppOptions = Readonly<{
  /** Rewrites index.html per request (the page's title and SEO head); identity when absent. */
  transformIndex?: (html: string, request: FastifyRequest) => Promise<PageAnswer>;
  /** Where the request's URL is answered with a redirect instead of a page, else null. */
  redirectOf?: (url: string) => PageRedirect | null;
}>;

/**
 * A page is made per request (its head, a server-rendered body), so it is compressed per request:
 * a rendered list is ~90 KB of markup and ~7 KB compressed, the difference a slow phone network
 * feels first. Brotli at a fast level, else gzip, else as it is.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, page: string) {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding === null) return reply.send(page);
  const body =
    encoding === 'br'
      ? await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY } })
      : await gzip(page);
  return reply.header('content-encoding', encoding).send(body);
}

/** index.html as text, read again only when the file changes (a rebuild under a running server). */
function indexHtmlReader(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the built SPA: Vite's hashed `/assets/*` are cached for a year, everything else (index.html
 * above all) must be revalidated so a deploy shows up on the next load. Any other GET that is not a
 * file gets index.html (or the redirect `redirectOf` names); `/api/*` misses get the JSON envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  const readIndex = indexHtmlReader(join(distDir, 'index.html'));
  const assetsDir = join(distDir, 'assets') + sep;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      // `/` is answered below, like every other page, so that it gets its head too.
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/compress-dist.ts).
      preCompressed: true,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = options.redirectOf?.(request.url) ?? null;
    if (target !== null) return reply.redirect(target.location, target.status);
    const html = await readIndex();
    const page = (await options.transformIndex?.(html, request)) ?? { html, status: 200 };
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
    if (page.setCookie !== undefined) reply.header('set-cookie', page.setCookie);
    return sendCompressed(request, reply, page.html);
  };
  if (built) app.get('/', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must not be answered with HTML the browser would try to run.
    if (!isRead || isApiPath(request.url) || request.url.startsWith('/assets/')) {
      return notFound(request, reply);
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return sendIndex(request, reply);
  });
}
