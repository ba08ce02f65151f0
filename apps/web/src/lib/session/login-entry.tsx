import {
  createContext,
  use,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The seam between "the user wants to sign in" and the sign-in popups (spec §2 screens 3–7, §4
 * "Login entry"). Anything may call `requestLogin()` (the header's Login button, a protected action);
 * the provider keeps whether a login was requested and renders the `flow` component it was given.
 *
 * Today no flow is plugged in, so a request is only recorded. The sign-in feature implements a
 * component of type `LoginFlowComponent` — it reads the login-mode check (`loginModeQuery`, id
 * 507, already prefetched by the Login button), opens the phone, e-mail or Google popup, stores
 * the session with `useSession().login(token, user)` and calls `onClose()` when done or
 * dismissed — and plugs it in once, in `src/main.tsx`: `buildRoutes({ loginFlow: LoginFlow })`.
 * The root layout hands it to this provider; nothing else changes.
 */

export interface LoginFlowProps {
  /** True from `requestLogin()` until `onClose()`. */
  open: boolean;
  onClose: () => void;
  /**
   * Where the user was going when asked to sign in (a language-prefixed path): the flow lands
   * there after a successful sign-in. Null: the home page (spec §2).
   */
  returnTo?: string | null;
}
export type LoginFlowComponent = ComponentType<LoginFlowProps>;

export interface LoginEntryValue {
  /** Opens the sign-in; `returnTo` is where to land afterwards (default: home). */
  requestLogin: (returnTo?: string) => void;
  closeLogin: () => void;
  isLoginRequested: boolean;
  /** How many times a login was requested in this page's life (lets tests see the seam fire). */
  requestCount: number;
}

const LoginEntryContext = createContext<LoginEntryValue | null>(null);

export function LoginEntryProvider({
  children,
  flow: Flow,
}: {
  children: ReactNode;
  flow?: LoginFlowComponent;
}) {
  const [requestCount, setRequestCount] = useState(0);
  const [isLoginRequested, setLoginRequested] = useState(false);
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const requestLogin = useCallback((destination?: string) => {
    setRequestCount((count) => count + 1);
    setReturnTo(destination ?? null);
    setLoginRequested(true);
  }, []);
  const closeLogin = useCallback(() => {
    setLoginRequested(false);
  }, []);

  const value = useMemo(
    () => ({ requestLogin, closeLogin, isLoginRequested, requestCount }),
    [requestLogin, closeLogin, isLoginRequested, requestCount],
  );

  return (
    <LoginEntryContext value={value}>
      {children}
      {Flow === undefined ? null : (
        <Flow open={isLoginRequested} onClose={closeLogin} returnTo={returnTo} />
      )}
    </LoginEntryContext>
  );
}

export function useLoginEntry(): LoginEntryValue {
  const value = use(LoginEntryContext);
  if (value === null) throw new Error('useLoginEntry must be used inside <LoginEntryProvider>.');
  return value;
}
