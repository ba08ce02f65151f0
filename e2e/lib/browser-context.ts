import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export type ViewportName = 'phone' | 'desktop';
export const VIEWPORT_NAMES: readonly ViewportName[] = ['phone', 'desktop'];

/** A phone below the spec's 576 px threshold (app id 3) and a desktop above it (app id 4). */
const VIEWPORTS: Record<ViewportName, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** India: the spec's default zone, which must not switch the language to German. */
export const NEUTRAL_TIME_ZONE = 'Asia/Kolkata';

export interface ContextOptions {
  readonly viewport: ViewportName;
  /** Defaults to Asia/Kolkata so the machine's own zone never changes the default language. */
  readonly timezoneId?: string;
  readonly locale?: string;
  /** localStorage entries present before the app's first script runs. */
  readonly localStorage?: Readonly<Record<string, string>>;
}

/** A fresh, isolated context (own storage, cookies and cache) against the test server. */
export async function newAppContext(
  browser: Browser,
  baseUrl: string,
  options: ContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...VIEWPORTS[options.viewport],
    baseURL: baseUrl,
    timezoneId: options.timezoneId ?? NEUTRAL_TIME_ZONE,
    locale: options.locale ?? 'en-IN',
  });
  const entries = Object.entries(options.localStorage ?? {});
  if (entries.length > 0) {
    await context.addInitScript((items: [string, string][]) => {
      // about:blank and other opaque origins have no storage; only the app origin matters.
      try {
        for (const [key, value] of items) window.localStorage.setItem(key, value);
      } catch {
        /* opaque origin */
      }
    }, entries);
  }
  return context;
}
