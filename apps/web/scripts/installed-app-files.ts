import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Relative, not `@lumus/contract/...`: Vite bundles its config with packages left external, and
// Node cannot load the contract's TypeScript sources from node_modules.
import {
  LANGUAGES,
  PRODUCT_NAME,
  type Language,
} from '../../../packages/contract/src/constants.ts';
import {
  APP_SHORTCUTS,
  manifestPath,
  offlinePagePath,
} from '../../../packages/contract/src/site/installed-app.ts';
import { localizedPath } from '../../../packages/contract/src/site/seo-pages.ts';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

type PwaTexts = {
  manifest: {
    name: string;
    short_name: string;
    description: string;
    shortcuts: Record<(typeof APP_SHORTCUTS)[number]['id'], string>;
  };
  offline: { title: string; text: string; retry: string };
};

/** The `pwa` section of a language's translation file: the same words the app itself uses. */
function textsOf(language: Language): PwaTexts {
  const file = JSON.parse(
    readFileSync(join(webDir, 'src', 'locales', `${language}.json`), 'utf8'),
  ) as { pwa?: PwaTexts };
  if (file.pwa === undefined) throw new Error(`locales/${language}.json has no "pwa" section.`);
  return file.pwa;
}

/** The design's colours, read from the stylesheet's theme so they cannot drift from it. */
function themeColour(name: string): string {
  const css = readFileSync(join(webDir, 'src', 'styles.css'), 'utf8');
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (match?.[1] === undefined) throw new Error(`styles.css defines no --color-${name}.`);
  return match[1].toUpperCase();
}

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webAppManifest(language: Language): Record<string, unknown> {
  const texts = textsOf(language).manifest;
  const night = themeColour('night');
  return {
    // One id for both languages: the German and the English manifest describe the same app, so
    // installing from a German page and later opening an English one is not a second app.
    id: '/',
    lang: language,
    dir: 'ltr',
    name: texts.name,
    short_name: texts.short_name,
    description: texts.description,
    start_url: localizedPath('', language),
    scope: '/',
    display: 'standalone',
    // The header and hero are night; the splash screen shows the gold mark on it.
    theme_color: night,
    background_color: night,
    categories: ['lifestyle'],
    icons: ICONS,
    shortcuts: APP_SHORTCUTS.map(({ id, path }) => ({
      name: texts.shortcuts[id],
      url: localizedPath(path, language),
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    })),
  };
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The page the service worker shows when a page cannot be fetched. Self-contained (the app's
 * stylesheet is written into each server page, not a file), no script (the CSP allows none
 * inline), and "Try again" is a link to the address the visitor asked for: the worker serves
 * this page in place of it, so an empty href reloads that address.
 */
export function offlinePage(language: Language): string {
  const texts = textsOf(language).offline;
  const night = themeColour('night');
  const paper = themeColour('paper');
  const gold = themeColour('gold');
  const mark = readFileSync(join(webDir, 'public', 'favicon.svg'), 'utf8')
    .replace('<svg ', '<svg width="72" height="72" ')
    .replace(/ role="img" aria-label="[^"]*"/, ' aria-hidden="true"')
    .trim();
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${night}" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(texts.title)} | ${PRODUCT_NAME}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${night}; color: ${paper}; font: 16px/1.5 system-ui, sans-serif; }
      main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
      a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 999px; background: ${gold}; color: ${night}; font-weight: 600; text-decoration: none; }
      a:focus-visible { outline: 3px solid ${paper}; outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main data-offline-page="${language}">
      ${mark}
      <h1>${escapeHtml(texts.title)}</h1>
      <p>${escapeHtml(texts.text)}</p>
      <a href="">${escapeHtml(texts.retry)}</a>
    </main>
  </body>
</html>
`;
}

/**
 * Writes each language's web app manifest and offline page into the build (decision 032), from
 * the translation files, so every word the installed app shows is in en.json and de.json.
 */
export const installedAppFiles: Plugin = {
  name: 'lumus-installed-app-files',
  apply: 'build',
  generateBundle() {
    for (const language of LANGUAGES) {
      this.emitFile({
        type: 'asset',
        fileName: manifestPath(language).slice(1),
        source: `${JSON.stringify(webAppManifest(language), null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: offlinePagePath(language).slice(1),
        source: offlinePage(language),
      });
    }
  },
};
