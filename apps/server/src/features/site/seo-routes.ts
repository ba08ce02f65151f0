import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectPageHead, pageHead } from './page-head';
import { robotsTxt, sitemapXml } from './seo-files';

type Deps = Readonly<{ publicUrl: string | undefined }>;

/** PUBLIC_URL when set; else the address the caller used (proxy headers only with TRUST_PROXY). */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export function registerSeoRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(siteOrigin(request, deps.publicUrl))),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, deps.publicUrl))),
  );
}

/** For the SPA fallback: index.html with the requested page's head. */
export function pageHeadTransform(deps: Deps) {
  return (html: string, request: FastifyRequest): string =>
    injectPageHead(html, pageHead(request.url, siteOrigin(request, deps.publicUrl)));
}
