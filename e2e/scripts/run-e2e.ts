/**
 * Entry of `npm test -w @lumus/e2e`: runs the suite when a browser and a built web app exist.
 * On a machine without Chromium it explains itself in one line and succeeds, unless the run
 * demands a browser (E2E_REQUIRE_BROWSER=1, set by CI), where silence would hide a broken setup.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { isExecutable } from '../lib/chromium';
import { e2eConfig } from '../lib/config';
import { E2E_DIR, REPO_ROOT, SERVER_ENTRY, WEB_INDEX_HTML } from '../lib/paths';

const browsers = [
  { path: e2eConfig.chromiumPath, name: 'Chromium', pkg: 'chromium', variable: 'CHROMIUM_PATH' },
  {
    path: e2eConfig.headlessShellPath,
    name: "Chromium's headless shell",
    pkg: 'chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
];
for (const browser of browsers) {
  if (!isExecutable(browser.path)) {
    console.log(
      `e2e: ${browser.name} not found at ${browser.path} — install it (apt-get install -y ${browser.pkg}) or set ${browser.variable}; e2e suite not run`,
    );
    process.exit(e2eConfig.requireBrowser ? 1 : 0);
  }
}

for (const built of [WEB_INDEX_HTML, resolve(REPO_ROOT, SERVER_ENTRY)]) {
  if (!existsSync(built)) {
    console.error(`e2e: ${built} is missing — run \`npm run build\` first`);
    process.exit(1);
  }
}

const vitestBin = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const result = spawnSync(
  process.execPath,
  [vitestBin, 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)],
  { cwd: E2E_DIR, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
