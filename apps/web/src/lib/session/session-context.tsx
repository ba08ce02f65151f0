import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { readString } from '../storage/storage';
import { useAfterHydration } from '../ui/browser-only';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { tokenExpiryMs } from './jwt';
import {
  GUEST_SESSION,
  readSession,
  signIn,
  signOut,
  subscribeToSession,
  type Session,
} from './session-store';
import type { StoredUser } from './stored-user';

export interface SessionValue extends Session {
  /** Stores a login and updates every consumer (used by the sign-in flows). */
  login: (token: string, user: StoredUser | null) => void;
  logout: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

// setTimeout stores its delay in 32 bits; longer waits fire at once, so clamp and re-check.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Provides the session read from storage. It re-reads on login/logout events (any tab) and when
 * the token's `exp` passes, so a page never shows a signed-in UI for an expired token.
 * Server-rendered markup is a guest's (the server cannot see the browser's storage), so a server
 * render and the browser's hydration of it show a guest; the stored session follows right after.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() => readSession());
  const shown = useAfterHydration() ? session : GUEST_SESSION;

  useEffect(() => {
    const refresh = () => {
      setSession(readSession());
    };
    // A token that is stored but no longer valid at start means logout (spec §4).
    if (readString(STORAGE_KEYS.jwtToken) !== null && !readSession().isLoggedIn) signOut();
    refresh();
    return subscribeToSession(refresh);
  }, []);

  useEffect(() => {
    if (session.token === null) return;
    const expiry = tokenExpiryMs(session.token);
    if (expiry === null) return;
    const timer = setTimeout(
      () => {
        if (!readSession().isLoggedIn) signOut();
        else setSession(readSession());
      },
      Math.min(Math.max(expiry - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [session.token]);

  const login = useCallback((token: string, user: StoredUser | null) => {
    signIn(token, user);
  }, []);
  const logout = useCallback(() => {
    // The token is read before it is cleared; the server call may finish after the UI moved on.
    const { token, userId } = readSession();
    signOut();
    if (token !== null) {
      import('./session-calls')
        .then((calls) => calls.logoutOnServer(token, userId))
        .catch((error: unknown) => {
          console.error('Server logout failed', error);
        });
    }
  }, []);

  const value = useMemo(() => ({ ...shown, login, logout }), [shown, login, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (value === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
