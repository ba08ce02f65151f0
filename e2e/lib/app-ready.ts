import { SERVER_RENDER_STATE_ID } from '@lumus/contract/site/server-renderer';
import type { Page } from 'playwright-core';

const APP_READY_TIMEOUT_MS = 15_000;

/**
 * A server-rendered page (decision 022) is on screen before the app runs it: its links work, but
 * a click on a button before the app has hydrated the page does nothing. Waits, on such a page,
 * until the app marks itself ready; other pages render only with the app and need no wait. A page
 * that never gets there is left to the test's own assertions to report.
 */
async function waitForApp(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await page.waitForFunction(
        (stateId) =>
          document.getElementById(stateId) === null ||
          document.documentElement.dataset.app === 'ready',
        SERVER_RENDER_STATE_ID,
        { timeout: APP_READY_TIMEOUT_MS },
      );
      return;
    } catch (error) {
      // The page moved on (an entry redirect reloads it): wait on the new document.
      if (!(error instanceof Error) || !/context was destroyed|navigat/i.test(error.message))
        return;
    }
  }
}

/** Makes `page.goto` and `page.reload` return once the page they load is running. */
export function waitForAppAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}
