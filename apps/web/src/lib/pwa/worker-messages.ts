/**
 * What the page tells the service worker. Shared by both sides so a renamed message cannot leave
 * one of them listening for the old name.
 */
export const SKIP_WAITING_MESSAGE = 'lumus:skip-waiting';

export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === SKIP_WAITING_MESSAGE
  );
}
