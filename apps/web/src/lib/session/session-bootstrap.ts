import { afterFirstPaint } from '../boot/after-first-paint';
import { captureFbclid } from './attribution';
import { resolveHardwareId } from './hardware-id';
import { readSession, signOut } from './session-store';

/**
 * Start of every visit (spec §4). Resolves once the hardware id is known — the app renders only
 * then; the login notification or the guest session run on in the background.
 * A stored token that has expired (or has no `exp`, which warns) means logout and a guest session.
 */
export interface BootstrapSteps {
  fingerprint?: () => Promise<string>;
  notifyLogin: () => Promise<void>;
  startGuestSession: () => Promise<void>;
  /** Spec §7 IP lookup, in the background; left out by tests that do not need it. */
  lookUpIp?: () => Promise<void>;
}

/**
 * A background call, loaded with its schemas once the first page is on screen: zod is not in the
 * shell, and on a slow phone these calls would otherwise compete with the page for the network.
 */
function later(load: () => Promise<void>, what: string): () => Promise<void> {
  return () =>
    afterFirstPaint()
      .then(load)
      .catch((error: unknown) => {
        console.error(`${what} failed`, error);
      });
}

export const BACKGROUND_STEPS: BootstrapSteps = {
  notifyLogin: later(
    () => import('./session-calls').then((calls) => calls.notifyLogin()),
    'Login notification',
  ),
  startGuestSession: later(
    () => import('./session-calls').then((calls) => calls.startGuestSession()),
    'Guest session',
  ),
  lookUpIp: later(() => import('./ip-lookup').then((lookup) => lookup.lookUpIp()), 'IP lookup'),
};

export async function bootstrapSession(
  search: string,
  steps: BootstrapSteps = BACKGROUND_STEPS,
): Promise<void> {
  const fbclid = captureFbclid(search);
  await resolveHardwareId(fbclid, steps.fingerprint);
  void steps.lookUpIp?.();
  if (readSession().isLoggedIn) {
    void steps.notifyLogin();
  } else {
    signOut();
    void steps.startGuestSession();
  }
}
