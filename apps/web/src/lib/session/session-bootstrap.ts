import { captureFbclid } from './attribution';
import { resolveHardwareId } from './hardware-id';
import { lookUpIp } from './ip-lookup';
import { notifyLogin, startGuestSession } from './session-calls';
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

export async function bootstrapSession(
  search: string,
  steps: BootstrapSteps = { notifyLogin, startGuestSession, lookUpIp },
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
