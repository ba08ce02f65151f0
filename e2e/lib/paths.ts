import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const E2E_DIR = resolve(here, '..');
export const REPO_ROOT = resolve(E2E_DIR, '..');
/** Git-ignored: screenshots of failed tests, the server log and JSON results. */
export const ARTIFACTS_DIR = resolve(E2E_DIR, 'artifacts');
export const SCREENSHOT_DIR = resolve(ARTIFACTS_DIR, 'screenshots');
/** The server bundle `npm run build` writes and `npm start` runs (decision 040). */
export const SERVER_ENTRY = 'apps/server/dist/server.js';
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'apps/web/dist');
export const WEB_INDEX_HTML = resolve(WEB_DIST_DIR, 'index.html');
/** The web app's server render, found by the server beside the dist folder it serves. */
export const WEB_SERVER_RENDER_DIR = resolve(REPO_ROOT, 'apps/web/dist-ssr');
