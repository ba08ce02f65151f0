import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { e2eConfig } from './config';

/**
 * The whole Chromium, for a test of what the headless shell that runs the other pages lacks
 * (decision 069): there, a service worker's `showNotification` leaves `getNotifications` empty.
 */
export async function launchWholeChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: e2eConfig.chromiumPath,
    ...CHROMIUM_LAUNCH_OPTIONS,
    headless: true,
  });
}
