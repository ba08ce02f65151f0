import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// Opened by a few taps only, never on a first view: its dialog and the query for the link come
// as a chunk of their own when it first opens, not with the app's first download.
const ConfiguredDialog = lazy(() =>
  import('./configured-app-redirect-dialog').then((module) => ({
    default: module.ConfiguredAppRedirectDialog,
  })),
);

/**
 * Screen 8 of the spec: features that exist only in the mobile app call `openAppRedirect()`, and
 * one dialog for the whole app tells the user to download the app.
 */
interface AppRedirectValue {
  openAppRedirect: () => void;
  closeAppRedirect: () => void;
  isOpen: boolean;
}

const AppRedirectContext = createContext<AppRedirectValue | null>(null);

export function AppRedirectProvider({
  children,
  downloadUrl,
}: {
  children: ReactNode;
  /** Used until (or unless) the server's static value 508 gives the app-attribution link. */
  downloadUrl: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const openAppRedirect = useCallback(() => {
    setOpen(true);
  }, []);
  const closeAppRedirect = useCallback(() => {
    setOpen(false);
  }, []);
  const value = useMemo(
    () => ({ openAppRedirect, closeAppRedirect, isOpen }),
    [openAppRedirect, closeAppRedirect, isOpen],
  );
  return (
    <AppRedirectContext value={value}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <ConfiguredDialog fallbackUrl={downloadUrl} onClose={closeAppRedirect} />
        </Suspense>
      ) : null}
    </AppRedirectContext>
  );
}

export function useAppRedirect(): AppRedirectValue {
  const value = use(AppRedirectContext);
  if (value === null) throw new Error('useAppRedirect must be used inside <AppRedirectProvider>.');
  return value;
}
