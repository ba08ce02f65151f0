/** Waits until it is the caller's turn; the caller calls the answer when done. */
export type Turn = () => Promise<() => void>;

/**
 * One queue: callers take turns in the order they asked, each until it lets go, whatever it awaits
 * meanwhile.
 *
 * A socket's `chat:send`s are handled in one of these. Each send waits for the chat row's lock;
 * handled side by side, the sends of one person took their sequence numbers in whatever order
 * PostgreSQL granted the lock, not in the order they were written (issue 29).
 */
export function inTurn(): Turn {
  let last: Promise<void> = Promise.resolve();
  return () => {
    let letGo: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const ready = last.then(() => letGo);
    last = last.then(() => done);
    return ready;
  };
}

const nothingToRelease = () => undefined;

/** For events that may be handled side by side (typing, receipts, sync): no waiting. */
export const atOnce: Turn = () => Promise.resolve(nothingToRelease);
