import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { consultants } from '../catalogue/catalogue-tables';
import { listedPsychic } from './listed-psychic-fixture';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="generic" />
    <title>Lumus</title>
    <link rel="manifest" href="/manifest.webmanifest" />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('SEO: page heads, sitemap.xml, robots.txt', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'lumus-seo-'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ webDistDir: distDir });
    await t.database.db
      .insert(consultants)
      .values([
        listedPsychic('mira-sen', 'Mira Sen'),
        listedPsychic('jonas-berg', 'Jonas Berg'),
        { ...listedPsychic('hidden-hilda', 'Hidden Hilda'), suspendedAt: new Date() },
      ]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const page = async (url: string, status = 200) => {
    const response = await t.app.inject({ url, headers: { host: 'lumus.example' } });
    expect(response.statusCode, url).toBe(status);
    return response.body;
  };

  it('writes the German page head into index.html for /de/about-us, without JavaScript', async () => {
    const html = await page('/de/about-us');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Über uns | Lumus</title>');
    expect(html).toContain('<meta name="description" content="Lumus heißt Licht im Dunkeln');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<link rel="canonical" href="http://lumus.example/de/about-us" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="http://lumus.example/about-us" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="de" href="http://lumus.example/de/about-us" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://lumus.example/about-us" />',
    );
    expect(html).toContain('<meta property="og:title" content="Über uns | Lumus" />');
    expect(html).toContain('<meta property="og:url" content="http://lumus.example/de/about-us" />');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    // The installed app takes the page's language (decision 032).
    expect(html).toContain('<link rel="manifest" href="/de/manifest.webmanifest" />');
  });

  it('gives home "Lumus" with both languages and points a second route at its canonical page', async () => {
    const home = await page('/');
    expect(home).toContain('<title>Lumus</title>');
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(home).toContain('<link rel="alternate" hreflang="de" href="http://lumus.example/de" />');
    const privacy = await page('/privacy-policy');
    expect(privacy).toContain('<title>Privacy Policy | Lumus</title>');
    expect(privacy).toContain(
      '<link rel="canonical" href="http://lumus.example/privacy-policies" />',
    );
  });

  it('marks pages behind a login and loading screens noindex', async () => {
    for (const url of ['/my-wallet', '/de/order-history', '/loading']) {
      expect(await page(url), url).toContain('<meta name="robots" content="noindex" />');
    }
    expect(await page('/compatibility')).not.toContain('noindex');
  });

  it("names a listed psychic in the profile's head; unknown and suspended ones are noindex", async () => {
    const html = await page('/de/profile/mira-sen');
    expect(html).toContain('<title>Mira Sen · Berater-Profil | Lumus</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Mira Sen · Berater-Profil | Lumus" />',
    );
    expect(html).toContain('<meta name="description" content="Chatte mit Mira Sen bei Lumus');
    expect(html).toContain(
      '<meta property="og:description" content="Chatte mit Mira Sen bei Lumus',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="http://lumus.example/profile/mira-sen" />',
    );
    expect(html).not.toContain('noindex');
    // The portrait, the profile's largest picture, downloads with the page.
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/api\/media\/avatar\/mira-sen\.svg" fetchpriority="high" \/>/,
    );
    // The app shows its "not found" there; the status says so to search engines (decision 042).
    for (const url of ['/profile/some-psychic', '/profile/hidden-hilda', '/de/profile/nobody']) {
      const generic = await page(url, 404);
      expect(generic, url).not.toContain('rel="preload"');
      expect(generic, url).toMatch(/<title>(Psychic Profile|Berater-Profil) \| Lumus<\/title>/);
      expect(generic, url).toContain('<meta name="robots" content="noindex" />');
      expect(generic, url).not.toContain('Hidden Hilda');
    }
  });

  it('sends a profile link with capitals on to its lower-case address', async () => {
    for (const [url, target] of [
      ['/profile/Mira-Sen', '/profile/mira-sen'],
      ['/de/profile/MIRA-SEN?ref=Ad', '/de/profile/mira-sen?ref=Ad'],
    ] as const) {
      const response = await t.app.inject({ url, headers: { host: 'lumus.example' } });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(target);
    }
  });

  it('escapes what the URL brings into the head', async () => {
    const html = await page('/profile/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('lists every public page in both languages in sitemap.xml, with alternates', async () => {
    const response = await t.app.inject({
      url: '/sitemap.xml',
      headers: { host: 'lumus.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    for (const path of ['/', '/de', '/about-us', '/de/compatibility', '/chat-with-psychic']) {
      expect(xml, path).toContain(`<loc>http://lumus.example${path}</loc>`);
    }
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="http://lumus.example/de/terms-and-condition"/>',
    );
    // Second routes of the same page, loading screens and private pages are not listed.
    for (const path of ['/privacy-policy', '/loading', '/my-wallet', '/home']) {
      expect(xml, path).not.toContain(`<loc>http://lumus.example${path}</loc>`);
    }
  });

  const sitemap = async () => {
    const response = await t.app.inject({
      url: '/sitemap.xml',
      headers: { host: 'lumus.example' },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("lists the listed psychics' profiles in both languages in sitemap.xml, not suspended ones", async () => {
    const xml = await sitemap();
    for (const path of ['/profile/mira-sen', '/de/profile/mira-sen', '/de/profile/jonas-berg']) {
      expect(xml, path).toContain(`<loc>http://lumus.example${path}</loc>`);
    }
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="http://lumus.example/de/profile/jonas-berg"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://lumus.example/profile/jonas-berg"/>',
    );
    expect(xml).not.toContain('hidden-hilda');
  });

  it('drops a psychic from the cached sitemap as soon as the catalogue says it changed', async () => {
    expect(await sitemap()).toContain('/profile/jonas-berg</loc>');
    const { db } = t.database;
    await db
      .update(consultants)
      .set({ suspendedAt: new Date() })
      .where(eq(consultants.slug, 'jonas-berg'));
    // Served from the cache until the change is announced, as the admin routes do.
    expect(await sitemap()).toContain('/profile/jonas-berg</loc>');
    notifyCatalogueChange(db);
    expect(await sitemap()).not.toContain('jonas-berg');
    expect(await sitemap()).toContain('/de/profile/mira-sen</loc>');
  });

  it('keeps crawlers out of the API and the pages behind a login in robots.txt', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'lumus.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    for (const rule of ['Disallow: /api/', 'Disallow: /my-wallet', 'Disallow: /de/my-wallet']) {
      expect(lines, rule).toContain(rule);
    }
    expect(lines).toContain('Disallow: /chat-with-psychic/start');
    expect(lines).not.toContain('Disallow: /chat-with-psychic');
    expect(lines).toContain('Sitemap: http://lumus.example/sitemap.xml');
  });
});
