import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AppRedirectDialog } from './app-redirect-dialog';

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
  /** The app-attribution link, or an app path such as `/use-app`. */
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
      {isOpen ? <AppRedirectDialog downloadUrl={downloadUrl} onClose={closeAppRedirect} /> : null}
    </AppRedirectContext>
  );
}

export function useAppRedirect(): AppRedirectValue {
  const value = use(AppRedirectContext);
  if (value === null) throw new Error('useAppRedirect must be used inside <AppRedirectProvider>.');
  return value;
}
