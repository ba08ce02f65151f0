import { accessSync, constants, readFileSync } from 'node:fs';

/**
 * The features Playwright 1.65 turns off in Chromium (its `chromiumSwitches`). Chromium reads only
 * the last `--disable-features`, so ours must repeat them: see CHROMIUM_LAUNCH_OPTIONS.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Headless Chromium gives every new page a browser window whose address bar loads its WebUI popup
 * (chrome://omnibox-popup) in a renderer of its own: measured here, about as much main-thread
 * time as the app's own page load, for every page a test opens (decision 064).
 */
const LUMUS_DISABLED_FEATURES = ['WebUIOmniboxPopup'] as const;

const PLAYWRIGHT_DISABLE_FEATURES_ARG = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`;

/** Flags of the architecture notes: headless, no sandbox (containers), nothing phoning home. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...LUMUS_DISABLED_FEATURES].join(',')}`,
] as const;

/**
 * What every launch of the e2e Chromium passes: our flags, and Playwright's own
 * `--disable-features` left out (CHROMIUM_ARGS has the fuller one).
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  args: [...CHROMIUM_ARGS],
  ignoreDefaultArgs: [PLAYWRIGHT_DISABLE_FEATURES_ARG],
};

/**
 * Throws unless the browser process `pid` got exactly one `--disable-features`: a Playwright whose
 * list differs from the one above would pass its own as well, and one of the two would be lost.
 */
export function assertOneDisableFeatures(pid: number | undefined): void {
  if (pid === undefined) return;
  const args = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0');
  const lists = args.filter((arg) => arg.startsWith('--disable-features='));
  if (lists.length !== 1) {
    throw new Error(
      `Chromium got ${String(lists.length)} --disable-features lists (${lists.join(' ')}): update PLAYWRIGHT_DISABLED_FEATURES in e2e/lib/chromium.ts to the installed Playwright's`,
    );
  }
}

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
