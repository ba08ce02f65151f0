/**
 * Where to send the user after a successful recharge, when they came to the price list from a
 * screen that needs money (the chat intake's shortfall notice adds `?returnTo=`). Kept for the tab
 * only, because the trip through the gateway leaves the app and comes back on a new page load.
 */
const RETURN_PATH_KEY = 'lumus.returnAfterPayment';

/** Only a path on this site: `/x` or `/de/x`, never `//host` or a full URL. */
export function safeReturnPath(value: string | null): string | undefined {
  if (value === null || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\') || value.length > 512) return undefined;
  return value;
}

export function rememberReturnPath(search: URLSearchParams): void {
  const path = safeReturnPath(search.get('returnTo'));
  if (path !== undefined) sessionStorage.setItem(RETURN_PATH_KEY, path);
}

export function readReturnPath(): string | undefined {
  return safeReturnPath(sessionStorage.getItem(RETURN_PATH_KEY));
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(RETURN_PATH_KEY);
}
