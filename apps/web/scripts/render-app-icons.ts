/**
 * `npx tsx apps/web/scripts/render-app-icons.ts`: renders the installed app's PNG icons from our
 * own brand art, public/favicon.svg, into public/icons/ (committed; run again when the mark
 * changes). Chromium draws them (the e2e tests' browser, CHROMIUM_PATH or /usr/bin/chromium), so
 * no image library is needed for a handful of files.
 *
 * - `icon-<size>.png`, purpose "any": the favicon as it is, rounded square on a transparent ground.
 * - `maskable-<size>.png`, purpose "maskable": the night colour to every edge and the mark inside
 *   the central circle of 80 % that every launcher's mask keeps (w3c/manifest's safe zone).
 * - `apple-touch-icon.png`: iOS rounds the corners itself and shows transparency as black, so it
 *   is the maskable drawing at 180 px.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const outDir = join(publicDir, 'icons');
const NIGHT = '#17123A';
// The mark fills ~40 of the favicon's 64 units; scaled by this it stays well inside the safe
// circle (radius 40 % of the icon) while still filling a launcher's tile.
const MASKABLE_MARK_SCALE = 0.72;

const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const markPaths = [...favicon.matchAll(/<path [^>]+\/>/g)].map((match) => match[0]).join('');
if (markPaths === '') throw new Error('favicon.svg has no <path> elements to draw the mark from.');

const anySvg = favicon;
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NIGHT}"/><g transform="translate(32 32) scale(${String(MASKABLE_MARK_SCALE)}) translate(-32 -32)">${markPaths}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: anySvg },
  { file: 'icon-512.png', size: 512, svg: anySvg },
  { file: 'maskable-192.png', size: 192, svg: maskableSvg },
  { file: 'maskable-512.png', size: 512, svg: maskableSvg },
  { file: 'apple-touch-icon.png', size: 180, svg: maskableSvg },
] as const;

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${String(size)}" height="${String(size)}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({
      path: join(outDir, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`render-app-icons: public/icons/${file} (${String(size)}x${String(size)})`);
  }
} finally {
  await browser.close();
}
