/**
 * The request this tab is waiting on, kept for the tab (sessionStorage): when it closes without a
 * chat (declined, lapsed, released), the intake page says what happened even after a reload,
 * instead of turning back into the form without a word.
 */
const KEY = 'lumus.watchedRequest';

export function readWatchedRequest(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeWatchedRequest(chatId: number | null): void {
  try {
    if (chatId === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(chatId));
  } catch {
    // Storage refused (private mode, quota): the outcome is still shown while the page lives.
  }
}
