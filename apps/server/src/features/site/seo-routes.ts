import { profileSlugOf } from '@lumus/contract/site/page-path';
import type { ServerRenderer } from '@lumus/contract/site/server-renderer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { PageAnswer } from '../../lib/http/web-app';
import { onCatalogueChange } from '../catalogue/catalogue-changes';
import { createListCache } from '../catalogue/list-cache';
import { listedProfile, listedProfileSlugs } from './listed-profiles';
import { injectPageHead, pageHead } from './page-head';
import { injectServerRender, renderWithinBudget } from './server-render';
import { robotsTxt, sitemapXml } from './seo-files';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { languageOfPath } from '@lumus/contract/site/language-path';
import type { MarketsConfig } from '../markets/markets-env';
import { cookieCountry, marketCookie, marketOfCountry } from '../markets/viewer-market';

type Deps = Readonly<{ publicUrl: string | undefined; db: Database }>;

/**
 * The sitemap is kept this long per origin; any local catalogue change (a suspension, a new
 * psychic) drops it at once, other instances catch up within this time.
 */
export const SITEMAP_CACHE_TTL_MS = 60_000;

/** PUBLIC_URL when set; else the address the caller used (proxy headers only with TRUST_PROXY). */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export function registerSeoRoutes(app: FastifyInstance, deps: Deps): void {
  // One entry per origin; a handful at most (PUBLIC_URL, or the hosts the site is reached by).
  const sitemaps = createListCache({ ttlMs: SITEMAP_CACHE_TTL_MS, maxEntries: 8 });
  const stopListening = onCatalogueChange(deps.db, sitemaps.clear);
  app.addHook('onClose', (_instance, done) => {
    stopListening();
    done();
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(request, deps.publicUrl);
    let xml = sitemaps.get(origin, Date.now());
    if (xml === undefined) {
      xml = Buffer.from(sitemapXml(origin, await listedProfileSlugs(deps.db)));
      sitemaps.set(origin, xml, Date.now());
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, deps.publicUrl))),
  );
}

/**
 * For the SPA fallback: index.html with the requested page's head and, for the pages the web
 * app renders on the server, the page itself (decision 022). A profile URL costs one indexed
 * lookup by slug, so its head names the psychic and starts the portrait's download with the page;
 * an unknown slug is not indexed and is sent with status 404 (the app shows its "not found").
 */
export function pageTransform(
  deps: Deps &
    Readonly<{
      app: FastifyInstance;
      renderer: () => Promise<ServerRenderer | null>;
      markets: MarketsConfig;
    }>,
) {
  return async (html: string, request: FastifyRequest): Promise<PageAnswer> => {
    const slug = profileSlugOf(request.url);
    const { currency, setCookie } = renderMarket(deps.markets, request);
    const [profile, rendered] = await Promise.all([
      slug === null ? undefined : lookUp(deps.db, slug, request),
      deps
        .renderer()
        .then((render) =>
          render === null
            ? null
            : renderWithinBudget(render, deps.app, request, undefined, currency),
        ),
    ]);
    const withHead = injectPageHead(
      html,
      pageHead(request.url, siteOrigin(request, deps.publicUrl), profile, profile?.photoPath),
    );
    return {
      html: rendered === null ? withHead : injectServerRender(withHead, rendered),
      // null: looked up and not listed; undefined (the lookup failed) still gets the page.
      status: profile === null ? 404 : 200,
      ...(setCookie === undefined ? {} : { setCookie }),
    };
  };
}

/**
 * The currency a page is rendered in (decision 045): the market of the `lumus_market` cookie,
 * which the currency call sets. On a first visit without it, a German page is Germany's, and its
 * answer sets the cookie so that the currency call keeps what the page showed (prices render once);
 * any other page is the default market's until the currency call has read the time zone.
 */
function renderMarket(
  markets: MarketsConfig,
  request: FastifyRequest,
): Readonly<{ currency: MarketCurrency; setCookie?: string }> {
  const fromCookie = cookieCountry(markets, request);
  if (fromCookie !== undefined) return { currency: marketOfCountry(markets, fromCookie).currency };
  const pathname = new URL(request.url, 'http://server.invalid').pathname;
  if (languageOfPath(pathname) !== 'de' || !markets.markets.has('DE')) {
    return { currency: marketOfCountry(markets, undefined).currency };
  }
  return { currency: marketOfCountry(markets, 'DE').currency, setCookie: marketCookie('DE') };
}

/** The page must load even when the database does not answer; it then gets the generic head. */
async function lookUp(db: Database, slug: string, request: FastifyRequest) {
  try {
    return await listedProfile(db, slug);
  } catch (error) {
    request.log.warn({ err: error }, 'profile head: lookup failed, generic head sent');
    return undefined;
  }
}
