/** Longest wait: a hidden tab paints nothing, and a page may have no text to paint. */
const FALLBACK_MS = 3_000;
/** After the paint, how long the browser may keep its idle time before the deferred work starts. */
const IDLE_TIMEOUT_MS = 1_000;

let contentPainted: Promise<void> | undefined;
let painted: Promise<void> | undefined;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/** Resolves once the page has shown its first content (or after 3 s without). */
export function firstContentfulPaint(): Promise<void> {
  contentPainted ??= new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, FALLBACK_MS);
    const finish = () => {
      clearTimeout(fallback);
      resolve();
    };
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      finish();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      finish();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return contentPainted;
}

/**
 * Resolves once the page has shown its first content and the browser has had a moment of idle
 * time after it. Work no first view needs (the background session calls, the other language's
 * texts, toasts, the chat notifier) waits for it, so on a slow phone it no longer competes with
 * the page itself for the network and the main thread.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= firstContentfulPaint().then(
    () =>
      new Promise<void>((resolve) => {
        whenIdle(resolve);
      }),
  );
  return painted;
}
